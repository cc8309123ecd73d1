import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../api/paging.ts';
import type { Destination } from '../../api/schemas/destination.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { OVERVIEW_PAGES_KEY, type OverviewDestination } from './overview-pages.ts';

interface Found<T> {
  item: T;
  /** When the page holding it was fetched (epoch ms). */
  updatedAt: number;
}

/** The newest copy of a destination among the cached pages under `prefix` (one environment's). */
function newest<T extends { id: string }>(
  client: QueryClient,
  prefix: readonly unknown[],
  pageItems: (query: { queryKey: readonly unknown[]; data: unknown }) => readonly T[] | undefined,
  id: string,
): Found<T> | undefined {
  let best: Found<T> | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
    const items = pageItems({ queryKey: query.queryKey, data: query.state.data });
    const item = items?.find((d) => d.id === id);
    if (item && (!best || query.state.dataUpdatedAt > best.updatedAt)) {
      best = { item, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return best;
}

const listRow = (client: QueryClient, environment: Environment, id: string) =>
  newest<Destination>(
    client,
    [environment, 'destinations'],
    ({ queryKey, data }) =>
      queryKey[2] === 'list' ? (data as Page<Destination> | undefined)?.items : undefined,
    id,
  );

const overviewEntry = (client: QueryClient, environment: Environment, id: string) =>
  newest<OverviewDestination>(
    client,
    [environment, ...OVERVIEW_PAGES_KEY],
    ({ data }) => data as OverviewDestination[] | undefined,
    id,
  );

/**
 * What the General tab's Details list shows that an overview entry saved by an older console may lack:
 * the vendor's connection settings (the object under the vendor's name), the schedule, the models and
 * the timestamps.
 */
export type UnsavedField = 'settings' | 'frequency_minutes' | 'enabled_models' | 'created_at' | 'updated_at';

const SCALAR_FIELDS = ['frequency_minutes', 'enabled_models', 'created_at', 'updated_at'] as const;
/** The fields every destination read has besides those the overview always kept. */
const ROW_FIELDS = [
  ...SCALAR_FIELDS,
  'recipient_id',
  'is_enabled',
  'id_in_provider_system',
  'products',
] as const;
/** A whole destination's `unsaved`. */
export const NOTHING_UNSAVED: ReadonlySet<UnsavedField> = new Set();

/** An entry of this console: the whole row of the list. */
const isWhole = (entry: OverviewDestination): entry is Destination =>
  ROW_FIELDS.every((field) => entry[field] !== undefined);

function unsavedOf(entry: OverviewDestination): ReadonlySet<UnsavedField> {
  // The whole row holds the settings as the server sent them (its vendor's object, or none at all).
  if (isWhole(entry)) return NOTHING_UNSAVED;
  const unsaved = new Set<UnsavedField>(SCALAR_FIELDS.filter((field) => entry[field] === undefined));
  if (entry[entry.vendor] === undefined) unsaved.add('settings');
  return unsaved;
}

/** What the snapshot holds of a destination whose own detail is not saved. */
export interface SavedDestination {
  destination: Destination;
  /** When it was fetched (epoch ms), for 'Data as of …'. */
  updatedAt: number;
  /**
   * The fields the saved copy lacks: none for a /destinations row or an overview entry of this console
   * (the whole row of the list); for an entry an older console saved, the settings, schedule, models and
   * timestamps, which must be said to be not saved, never shown (the destination holds empty stand-ins
   * for them, to satisfy the type).
   */
  unsaved: ReadonlySet<UnsavedField>;
}

/** An overview entry as a destination; the fields it lacks get stand-ins (`unsaved` names them). */
function fromOverviewEntry(entry: OverviewDestination, recipientId: string, enabled: boolean): Destination {
  if (isWhole(entry)) return entry;
  return {
    id_in_provider_system: null,
    frequency_minutes: 0,
    products: [],
    enabled_models: [],
    created_at: '',
    updated_at: '',
    ...entry,
    recipient_id: recipientId,
    is_enabled: enabled,
  };
}

/**
 * Offline depth by design, not by visits: every destination of the snapshot's lists opens offline. A
 * /destinations row is the whole destination, and so is the overview's entry (overview-pages.ts), which
 * exists for every destination: the newer of the two is taken. An entry saved by an older console holds
 * only some fields: it is taken when no /destinations row is saved, with `unsaved` naming what it lacks;
 * without recipient and Enabled state (the oldest entries) it is not enough to show the page.
 */
export function savedDestination(
  client: QueryClient,
  environment: Environment,
  id: string,
): SavedDestination | undefined {
  const row = listRow(client, environment, id);
  const entry = overviewEntry(client, environment, id);
  const { recipient_id, is_enabled } = entry?.item ?? {};
  const fromEntry =
    entry && recipient_id !== undefined && is_enabled !== undefined
      ? {
          destination: fromOverviewEntry(entry.item, recipient_id, is_enabled),
          updatedAt: entry.updatedAt,
          unsaved: unsavedOf(entry.item),
        }
      : undefined;
  const rowSaved = row && { destination: row.item, updatedAt: row.updatedAt, unsaved: NOTHING_UNSAVED };
  if (!fromEntry) return rowSaved;
  if (!rowSaved) return fromEntry;
  // Both: the newer, but an older console's entry never stands in for a whole row.
  return fromEntry.unsaved.size === 0 && fromEntry.updatedAt > rowSaved.updatedAt ? fromEntry : rowSaved;
}

/**
 * A destination as the cached lists of one environment hold it whole (a /destinations row or the
 * overview's entry), the most recently fetched copy: the detail's placeholder while it is asked for.
 */
export function cachedDestination(
  client: QueryClient,
  environment: Environment,
  id: string,
): Destination | undefined {
  const saved = savedDestination(client, environment, id);
  return saved?.unsaved.size === 0 ? saved.destination : undefined;
}
