/**
 * Reads every setup guide offline (ARCHITECTURE.md principle 6): after sign-in, while online, every
 * vendor's guide is fetched in the background into the query cache (so it lands in the user's
 * snapshot of the environment, like any query) and its images through the service worker into its
 * guide-image cache (sw/runtime-rules.ts). Never in the way: it starts once the screens the user came for
 * have loaded and the browser is idle, fetches GUIDE_PREFETCH_CONCURRENCY at a time, stops when the
 * session, environment or connection changes, and skips what is fresh (a guide fetched within
 * GUIDE_PREFETCH_FRESH_MS, this visit or restored from disk; an image already cached), so most page loads
 * cost no request at all.
 */
import type { QueryClient } from '@tanstack/react-query';
import { vendorsApi } from '../../api/endpoints/vendors.ts';
import { getApiBaseUrl } from '../../api/http.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { guideImageUrls } from './guide-images.ts';
import { setupGuideQueries } from './queries.ts';

/** Guides are fetched again once they are this old: twice a day at most. */
export const GUIDE_PREFETCH_FRESH_MS = 12 * 60 * 60 * 1000;
/** Requests in flight at once: a few, so the screens' own requests are never queued behind guides. */
export const GUIDE_PREFETCH_CONCURRENCY = 3;
/** The vendor names with a guide; keyed by environment like every query, so it shares their snapshot. */
export const guidePrefetchKeys = {
  vendors: (environment: Environment) => [environment, 'setup-guide-vendors'] as const,
};

export interface PrefetchDeps {
  signal: AbortSignal;
  /** Resolves at a moment the page has nothing better to do. */
  idle: () => Promise<void>;
  /** Whether images can be cached now (a service worker controls the page); asked once, after the guides. */
  canCacheImages: () => Promise<boolean>;
  /** Gets one image into the worker's cache, unless it is there already. */
  cacheImage: (url: string) => Promise<void>;
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One pass for `environment`; returns how many guides and images are now available offline. Never throws
 * for one failure.
 */
export async function prefetchGuides(client: QueryClient, environment: Environment, deps: PrefetchDeps) {
  const { signal, idle } = deps;
  const vendors = await client.fetchQuery({
    queryKey: guidePrefetchKeys.vendors(environment),
    queryFn: async () => (await vendorsApi.list()).map((vendor) => vendor.vendor_name),
    staleTime: GUIDE_PREFETCH_FRESH_MS,
  });
  const context = { apiBaseUrl: getApiBaseUrl(), origin: globalThis.location?.origin ?? 'http://localhost' };
  const images = new Set<string>();
  let guides = 0;
  await eachLimited(vendors, GUIDE_PREFETCH_CONCURRENCY, async (vendor) => {
    await idle();
    if (signal.aborted) return;
    const guide = await client
      .fetchQuery({ ...setupGuideQueries.detail(environment, vendor), staleTime: GUIDE_PREFETCH_FRESH_MS })
      .catch(() => undefined); // that guide stays online-only until the next pass
    if (!guide) return;
    guides++;
    for (const url of guideImageUrls(guide.content, context)) images.add(url);
  });
  if (signal.aborted || images.size === 0 || !(await deps.canCacheImages())) return { guides, images: 0 };
  let cached = 0;
  await eachLimited([...images], GUIDE_PREFETCH_CONCURRENCY, async (url) => {
    await idle();
    if (signal.aborted) return;
    await deps.cacheImage(url).then(
      () => cached++,
      () => undefined,
    );
  });
  return { guides, images: cached };
}
