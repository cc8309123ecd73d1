import type { Db } from '../db/connection.ts';
import { dataStamp } from '../db/statements.ts';

/**
 * Reply bodies of a hot read kept until the database changes. The destinations list is one: the
 * overview walks all of it (50 pages of 100 on a large organisation) on every visit and refresh.
 * "Changes" is read from SQLite itself, so a kept reply is never older than the data: the rows this
 * connection has written (total_changes(): every write of the server, transfer engine included, goes
 * through it) and data_version (commits made through any other connection). A busy organisation simply
 * misses more often. At most MAX_ENTRIES bodies are kept, the least recently used dropped first.
 */
export const REPLY_CACHE_MAX_ENTRIES = 120;

export function createReplyCache(db: Db, maxEntries = REPLY_CACHE_MAX_ENTRIES) {
  const entries = new Map<string, { version: string; body: string }>();
  return {
    /** The body for `key` as of the current data: the kept one, or `build()` (kept unless it throws). */
    get(key: string, build: () => string): string {
      const version = dataStamp(db);
      const kept = entries.get(key);
      entries.delete(key);
      const body = kept?.version === version ? kept.body : build();
      entries.set(key, { version, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },
  };
}
