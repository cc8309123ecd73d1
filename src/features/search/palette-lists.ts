/**
 * The lists the palette searches, fetched into the query cache like any screen would, so they reach the
 * snapshot and are found offline too: when the palette opens online (what this visit has not loaded
 * yet, the overview's every destination included), and in the background after sign-in (the small lists
 * only, and only when older than `staleTime`; use-searched-lists.ts). Guides have their own background
 * fetch (use-guide-prefetch.ts). A list that fails is simply not searched; its own screen reports errors.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import { GUIDE_PREFETCH_FRESH_MS } from '../../components/setup-guide/guide-prefetch.ts';
import { destinationQueries } from '../destinations/queries.ts';
import { modelQueries, productQueries } from '../models/queries.ts';
import { recipientQueries } from '../recipients/queries.ts';
import { sourceQueries } from '../sources/queries.ts';
import { webhookQueries } from '../webhooks/queries.ts';

export interface ListLoad {
  /** Fetch a cached list again once it is this old (Infinity: only what is not cached). */
  staleTime: number;
  /** The overview's load of every destination (up to 50 requests for a large organisation). */
  destinations: boolean;
}

export async function loadSearchedLists(
  client: QueryClient,
  environment: Environment,
  { staleTime, destinations }: ListLoad,
) {
  await Promise.all([
    destinations && client.prefetchQuery({ ...destinationQueries.overview(environment), staleTime }),
    client.prefetchQuery({ ...recipientQueries.all(environment), staleTime }),
    client.prefetchQuery({ ...sourceQueries.list(environment), staleTime }),
    client.prefetchQuery({ ...modelQueries.all(environment), staleTime }),
    client.prefetchQuery({ ...productQueries.all(environment), staleTime }),
    client.prefetchQuery({ ...webhookQueries.all(environment), staleTime }),
  ]);
}

/** The background load: the small lists, when older than the guides' own refresh age. */
export const BACKGROUND_LOAD: ListLoad = { staleTime: GUIDE_PREFETCH_FRESH_MS, destinations: false };
/** When the palette opens online: whatever is not cached yet, every destination included. */
export const ON_OPEN_LOAD: ListLoad = { staleTime: Number.POSITIVE_INFINITY, destinations: true };
