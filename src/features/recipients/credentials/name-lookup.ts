import { type Pending, pendingOf } from '../../../components/data/pending-value.tsx';

/**
 * Credentials carry ids; the table shows names from the recipient and source lists (SPEC.md §2.7). A
 * name the list does not have reads 'Not Found' — a deleted source, or one of another environment.
 */
export const NOT_FOUND_TEXT = 'Not Found';

export type NameLookup = { status: 'ready'; names: ReadonlyMap<string, string> } | { status: Pending };

interface ListQuery {
  data: readonly { id: string; name: string }[] | undefined;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** A cached list names ids even when its refresh failed or waits offline. */
export function nameLookupOf(query: ListQuery): NameLookup {
  if (query.data) return { status: 'ready', names: new Map(query.data.map((r) => [r.id, r.name])) };
  return { status: pendingOf(query) };
}

/** The name to show, or null while the list is not known yet (the cell shows that instead). */
export function nameIn(lookup: NameLookup, id: string): string | null {
  return lookup.status === 'ready' ? (lookup.names.get(id) ?? NOT_FOUND_TEXT) : null;
}
