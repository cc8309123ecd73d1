import { notifyManager, type QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { destinationsApi } from '../../api/endpoints/destinations.ts';
import type { Destination } from '../../api/schemas/destination.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import {
  isOverviewPageKeyAfterEnvironment,
  OVERVIEW_FIRST_SCREEN_PAGES,
  OVERVIEW_PAGES_KEY,
} from '../../offline/snapshot/policy.ts';

/**
 * The overview's whole organisation, loaded 100 a page (SPEC.md §2.3, §9) and kept as one cache entry
 * per page plus a small summary entry, because a large organisation has 50 pages:
 * - the first load shows pages as they land, so the first rows appear after one page, not fifty;
 * - the snapshot (offline/snapshot/policy.ts) stores one row per query, so a refresh rewrites only the
 *   pages whose destinations changed (structural sharing keeps equal pages identical), not megabytes;
 * - a page keeps each destination whole, as the list returned it, so any destination the overview listed
 *   opens offline with its General tab as it reads online (cached-destination.ts). That is 2.2 times what
 *   the overview's own columns would take (demo seed 59 K instead of 27 K characters of JSON, 5,000
 *   destinations 4.8 M instead of 2.2 M); all but the first screen's pages are restored after the first
 *   render (offline/snapshot/policy.ts), so the first screen pays for three pages (287 K instead of 130 K).
 * A refresh of a list already on screen swaps every page at once when the last one is in, so a count
 * never mixes two loads; only a first load (nothing to show yet) shows pages as they come (the first at
 * once, then a batch at most every SHOW_PAGES_EVERY_MS), with `complete: false` until the last one.
 */
export interface OverviewSummary {
  /** Pages 0..pages-1 are in the cache under overviewPageKey(summaryKey, i). */
  pages: number;
  /** Every page of this load is in. False only while a first load is under way (or was cut short). */
  complete: boolean;
}

/**
 * A destination as the overview's pages keep it: the whole row of the list (the tables, badge and report
 * read a few fields; a destination's page never opened reads the rest offline). Pages saved by an older
 * console hold only the overview's columns, some with the recipient and Enabled state: every other field
 * may be missing from a saved page.
 */
export type OverviewDestination = Pick<
  Destination,
  'id' | 'name' | 'vendor' | 'last_successful_transfer_ended_at' | 'last_completed_transfer'
> &
  Partial<Destination>;

type SummaryKey = readonly [Environment, 'destinations', 'overview'];

// The pages' key, which of them the first screen restores and that they are saved as they land are the
// snapshot's policy (offline/snapshot/policy.ts): they are the bulk of a large organisation's snapshot.
export { isOverviewPageKeyAfterEnvironment, OVERVIEW_FIRST_SCREEN_PAGES, OVERVIEW_PAGES_KEY };

/**
 * Pages live beside the destination queries, not under them: they are only ever written by the
 * summary's load, so refreshing "every destination query" (invalidations of the destinations key)
 * refreshes the summary, which rewrites them, and never asks a page to fetch itself.
 */
const pagesKey = (summaryKey: SummaryKey) => [summaryKey[0], ...OVERVIEW_PAGES_KEY] as const;
export const overviewPageKey = (summaryKey: SummaryKey, index: number) =>
  [...pagesKey(summaryKey), index] as const;
/** Whether a key is one of those pages (`[env, 'overview-pages', n]`). */
export const isOverviewPageKey = (key: readonly unknown[]) =>
  key[1] === OVERVIEW_PAGES_KEY[0] && typeof key[2] === 'number';

/** A first load shows the first page at once, then what has arrived at most this often (one redraw). */
export const SHOW_PAGES_EVERY_MS = 250;

export async function loadOverviewPages(
  client: QueryClient,
  summaryKey: SummaryKey,
  signal?: AbortSignal,
): Promise<OverviewSummary> {
  const showAsTheyCome = client.getQueryData(summaryKey) === undefined;
  const pages: OverviewDestination[][] = [];
  const write = (from: number, summary: OverviewSummary) =>
    notifyManager.batch(() => {
      for (let i = from; i < pages.length; i++) {
        client.setQueryData<OverviewDestination[]>(overviewPageKey(summaryKey, i), pages[i]);
      }
      client.setQueryData<OverviewSummary>(summaryKey, summary);
    });
  let shown = 0;
  let shownAt = Number.NEGATIVE_INFINITY;
  // The environment of the key, even if the user switches while the pages load.
  for await (const page of destinationsApi.pages({ environment: summaryKey[0], signal })) {
    // Shared with the cached page as it lands (the same objects where nothing changed), so the swap at
    // the end finds fifty identical pages at once instead of comparing 5,000 rows in one long task.
    const cached = client.getQueryData<OverviewDestination[]>(overviewPageKey(summaryKey, pages.length));
    pages.push(replaceEqualDeep(cached, page));
    if (showAsTheyCome && Date.now() - shownAt >= SHOW_PAGES_EVERY_MS) {
      write(shown, { pages: pages.length, complete: false });
      shown = pages.length;
      shownAt = Date.now();
    }
  }
  const summary = { pages: pages.length, complete: true };
  // Every page is written again (unchanged ones stay identical), then the summary, in one batch.
  write(0, summary);
  // Pages past the end held destinations that are gone; their snapshot rows go with them.
  client.removeQueries({
    queryKey: pagesKey(summaryKey),
    predicate: (query) => Number(query.queryKey[2]) >= pages.length,
  });
  return summary;
}
