import type * as v from 'valibot';
import { type Call, request } from './http.ts';
import { pagedEnvelope } from './schemas/envelope.ts';

export interface PageParams {
  page_size?: number;
  cursor?: string;
  order?: 'asc' | 'desc';
}

export interface Page<T> {
  items: T[];
  hasNext: boolean;
  nextUrl: string | null;
}

interface ListCall<S extends v.GenericSchema> extends Omit<Call<S>, 'schema' | 'method'> {
  /** The schema of `data`, e.g. `v.object({destinations: v.array(destination)})`. */
  data: S;
  /** Picks the rows out of `data`. */
  pick: (data: v.InferOutput<S>) => unknown[];
}

/** One page of a paged list (CONTRACT.md §3). */
export async function fetchPage<S extends v.GenericSchema, T>(
  call: ListCall<S> & { pick: (data: v.InferOutput<S>) => T[] },
): Promise<Page<T>> {
  const reply = await request({ ...call, method: 'GET', schema: pagedEnvelope(call.data) });
  return {
    items: call.pick(reply.data),
    hasNext: reply.has_next,
    nextUrl: reply.has_next ? (reply.next_url ?? null) : null,
  };
}

/** Follows next_url until has_next is false and returns every row (SPEC.md §7). */
export async function fetchAll<S extends v.GenericSchema, T>(
  call: ListCall<S> & { pick: (data: v.InferOutput<S>) => T[] },
): Promise<T[]> {
  const rows: T[] = [];
  let page = await fetchPage(call);
  rows.push(...page.items);
  while (page.hasNext) {
    if (!page.nextUrl) throw new Error(`${call.path}: has_next without next_url`);
    page = await fetchPage({ ...call, path: page.nextUrl, query: undefined });
    rows.push(...page.items);
  }
  return rows;
}
