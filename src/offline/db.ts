/**
 * The query-cache database of one user in one environment (its name comes from storage-names.ts). One row
 * per query, keyed by TanStack Query's query hash, so a change rewrites that query alone; `meta` holds the
 * buster the rows were written under and when the last batch was saved.
 */
import { Dexie, type EntityTable } from 'dexie';
import * as v from 'valibot';
import { QUERY_CACHE_DB_VERSION } from './storage-names.ts';

/** What a successful query needs to come back as a successful query; status is implied. */
const persistedState = v.object({
  data: v.unknown(),
  dataUpdatedAt: v.number(),
  dataUpdateCount: v.number(),
});

export const queryRow = v.object({
  hash: v.string(),
  /** The query key; element 0 is always the environment of the database. */
  key: v.pipe(v.array(v.unknown()), v.minLength(1)),
  state: persistedState,
  /** When the data was fetched (epoch ms); rows older than the max age are dropped on restore. */
  updatedAt: v.number(),
  /** Approximate size of the data in UTF-16 code units of its JSON, to find what fills the quota. */
  size: v.number(),
});
export type QueryRow = v.InferOutput<typeof queryRow>;

export const SNAPSHOT_META_ID = 'snapshot';
export const metaRow = v.object({
  id: v.literal(SNAPSHOT_META_ID),
  buster: v.string(),
  /** Epoch ms of the last successful write batch. */
  savedAt: v.number(),
});
export type MetaRow = v.InferOutput<typeof metaRow>;

export class QueryCacheDb extends Dexie {
  queries!: EntityTable<QueryRow, 'hash'>;
  meta!: EntityTable<MetaRow, 'id'>;

  constructor(name: string) {
    super(name);
    this.version(QUERY_CACHE_DB_VERSION).stores({
      queries: 'hash, updatedAt',
      meta: 'id',
    });
  }
}
