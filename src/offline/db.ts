/**
 * The query-cache database of one user in one environment (its name comes from storage-names.ts). One row
 * per query, keyed by TanStack Query's query hash, so a change rewrites that query alone; `usage` holds
 * each row's size and when its data was last on screen (small rows: the storage budget reads them all
 * without reading the data); `meta` holds the buster the rows were written under and when the last batch
 * was saved.
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
  /** When the data was fetched (epoch ms): the age shown beside it ('Data as of …'). */
  updatedAt: v.number(),
  /** Approximate size of the data in UTF-16 code units of its JSON, to find what fills the quota. */
  size: v.number(),
});
export type QueryRow = v.InferOutput<typeof queryRow>;

/** Per row: what the storage budget weighs (persistence.ts, 'When dropped'). */
export const usageRow = v.object({
  hash: v.string(),
  /** The row's size, as QueryRow.size. */
  size: v.number(),
  /** When the row's data was last on screen (epoch ms); 0: never, fetched in the background only. */
  viewedAt: v.number(),
});
export type UsageRow = v.InferOutput<typeof usageRow>;

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
  usage!: EntityTable<UsageRow, 'hash'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ queries: 'hash, updatedAt', meta: 'id' });
    this.version(QUERY_CACHE_DB_VERSION)
      .stores({ queries: 'hash, updatedAt', meta: 'id', usage: 'hash' })
      .upgrade(async (tx) => {
        // Rows saved before usage was kept count as seen when they were fetched: a screen's row then.
        const rows: QueryRow[] = await tx.table('queries').toArray();
        await tx
          .table('usage')
          .bulkPut(rows.map((row) => ({ hash: row.hash, size: row.size, viewedAt: row.updatedAt })));
      });
  }
}
