/**
 * The snapshot's activation (restore, writes, budget), in a chunk of its own: it loads when a snapshot is
 * first opened (persistence.ts), so a signed-out page never downloads it.
 */
export { CacheActivation } from './cache-activation.ts';
