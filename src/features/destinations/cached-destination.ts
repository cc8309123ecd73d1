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

/**
 * A destination as the cached /destinations pages of one environment hold it, the most recently fetched
 * copy. Those rows and the detail share one shape (the overview keeps only a few fields of each
 * destination, so it is no stand-in for the detail).
 */
export function cachedDestination(
  client: QueryClient,
  environment: Environment,
  id: string,
): Destination | undefined {
  return listRow(client, environment, id)?.item;
}

/** What the snapshot holds of a destination whose own detail is not saved. */
export interface SavedDestination {
  destination: Destination;
  /** When it was fetched (epoch ms), for 'Data as of …'. */
  updatedAt: number;
  /**
   * Made from the overview's entry: name, vendor, recipient, Enabled and the last transfers are real;
   * the settings, schedule, models, products and timestamps are not saved and must be said so, never
   * shown (their fields hold empty stand-ins to satisfy the type).
   */
  partial: boolean;
}

function fromOverviewEntry(entry: OverviewDestination, recipientId: string, enabled: boolean): Destination {
  return {
    ...entry,
    recipient_id: recipientId,
    is_enabled: enabled,
    id_in_provider_system: null,
    frequency_minutes: 0,
    products: [],
    enabled_models: [],
    created_at: '',
    updated_at: '',
  };
}

/**
 * Offline depth by design, not by visits: every destination of the snapshot's lists opens offline. A
 * /destinations row is the whole destination; the overview, which loads every destination, keeps an
 * entry for each (overview-pages.ts). An entry saved by an older console, without recipient and
 * Enabled state, is not enough to show the page.
 */
export function savedDestination(
  client: QueryClient,
  environment: Environment,
  id: string,
): SavedDestination | undefined {
  const row = listRow(client, environment, id);
  if (row) return { destination: row.item, updatedAt: row.updatedAt, partial: false };
  const entry = newest<OverviewDestination>(
    client,
    [environment, ...OVERVIEW_PAGES_KEY],
    ({ data }) => data as OverviewDestination[] | undefined,
    id,
  );
  const { recipient_id, is_enabled } = entry?.item ?? {};
  if (!entry || recipient_id === undefined || is_enabled === undefined) return undefined;
  return {
    destination: fromOverviewEntry(entry.item, recipient_id, is_enabled),
    updatedAt: entry.updatedAt,
    partial: true,
  };
}
