/**
 * The console's one QueryClient and its persistence, bound here once by main.tsx. The client is made
 * in the app ring (app/query-client.ts), which features may not import; sign-in, sign-out and the
 * environment switch still need it (and the per-user, per-environment snapshot) to keep what is in
 * memory and on disk in step with the session.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createPersistence, type Persistence } from '../../offline/persistence.ts';

export interface BoundQueryCache {
  queryClient: QueryClient;
  persistence: Persistence;
}

let bound: BoundQueryCache | null = null;

export function bindQueryCache(queryClient: QueryClient, persistence = createPersistence(queryClient)) {
  bound = { queryClient, persistence };
  return bound;
}

export function boundQueryCache(): BoundQueryCache {
  if (!bound) throw new Error('bindQueryCache(queryClient) must run (in main.tsx) before signing in or out.');
  return bound;
}
