import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../api/paging.ts';
import type { ActivityLog } from '../../api/schemas/activity.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { destinationKeys } from '../destinations/queries.ts';

/** Whether an activity page shows a transfer PENDING or RUNNING (integrity checks do not count). */
export const hasTransferInFlight = (items: readonly ActivityLog[]) =>
  items.some(
    (log) =>
      log.type === 'transfer' && (log.transfer.status === 'PENDING' || log.transfer.status === 'RUNNING'),
  );

/**
 * Destinations with a transfer PENDING or RUNNING, as far as this device knows without asking: the
 * activity pages the cache holds (opened, kept for an alert, refreshed after a Sync Now). Each with the
 * time that page was fetched, so a caller can ignore what is too old to mean anything now.
 */
export function transfersInFlight(client: QueryClient, environment: Environment): Map<string, number> {
  const seen = new Map<string, number>();
  const queries = client
    .getQueryCache()
    .findAll({ queryKey: [...destinationKeys.root(environment), 'detail'] });
  for (const query of queries) {
    const [, , , id, part] = query.queryKey;
    const items = (query.state.data as Page<ActivityLog> | undefined)?.items;
    if (part !== 'activity' || typeof id !== 'string' || !Array.isArray(items) || !hasTransferInFlight(items))
      continue;
    seen.set(id, Math.max(seen.get(id) ?? 0, query.state.dataUpdatedAt));
  }
  return seen;
}
