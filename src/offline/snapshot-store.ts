/**
 * The part of the persistence that needs Dexie (about 27 KiB gzipped), in a chunk of its own: it loads
 * when a snapshot is first opened (persistence.ts), so a signed-out page never downloads it.
 */
export { CacheActivation } from './cache-activation.ts';
export { QueryCacheDb } from './db.ts';
