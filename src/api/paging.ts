import type * as v from 'valibot';
import { ApiError } from './errors.ts';
import { type Call, request } from './http.ts';
import { envelope, pagedEnvelope } from './schemas/envelope.ts';

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

interface ListCall<S extends v.GenericSchema, T> extends Omit<Call<S>, 'schema' | 'method'> {
  /** The schema of `data`, e.g. `v.object({destinations: v.array(destination)})`. */
  data: S;
  /** Picks the rows out of `data`. */
  pick: (data: v.InferOutput<S>) => T[];
}

/** One page of a paged list (CONTRACT.md §3). */
export async function fetchPage<S extends v.GenericSchema, T>(call: ListCall<S, T>): Promise<Page<T>> {
  const reply = await request({ ...call, method: 'GET', schema: pagedEnvelope(call.data) });
  return {
    items: call.pick(reply.data),
    hasNext: reply.has_next === true,
    nextUrl: reply.has_next === true ? (reply.next_url ?? null) : null,
  };
}

/**
 * Follows next_url until has_next is false (SPEC.md §7), handing out each page's rows as it arrives,
 * so a long list can be shown while the rest loads.
 */
export async function* fetchPages<S extends v.GenericSchema, T>(call: ListCall<S, T>): AsyncGenerator<T[]> {
  let page = await fetchPage(call);
  yield page.items;
  while (page.hasNext) {
    if (!page.nextUrl) {
      console.error(`${call.path}: has_next without next_url`);
      throw new ApiError(call.fallback, 200, call.suppress ?? true);
    }
    page = await fetchPage({ ...call, path: page.nextUrl, query: undefined });
    yield page.items;
  }
}

/** Every row of a paged list (the fetch-all helper of SPEC.md §7). */
export async function fetchAll<S extends v.GenericSchema, T>(call: ListCall<S, T>): Promise<T[]> {
  const rows: T[] = [];
  for await (const items of fetchPages(call)) rows.push(...items);
  return rows;
}

interface ItemCall<S extends v.GenericSchema, T> {
  /** `/models/{id}`. */
  path: (id: string) => string;
  /** The schema of `data`, e.g. `v.object({model})`. */
  data: S;
  pick: (data: v.InferOutput<S>) => T;
  fallback: string;
}

/** An area's reads: one page, every row (100 a page, following next_url) and one row by id. */
export function listReads<L extends v.GenericSchema, I extends v.GenericSchema, T>(
  list: ListCall<L, T>,
  item: ItemCall<I, T>,
) {
  return {
    page: (params: PageParams = {}) => fetchPage({ ...list, query: { ...params } }),
    all: () => fetchAll({ ...list, query: { page_size: 100 } }),
    get: async (id: string) => {
      const reply = await request({
        method: 'GET',
        path: item.path(id),
        schema: envelope(item.data),
        fallback: item.fallback,
      });
      return item.pick(reply.data);
    },
  };
}
