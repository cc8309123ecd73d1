/**
 * The offline copy's policy: what the console keeps on this device, where, for how long, when it is
 * written and restored, and within what budget. Every delay and size of the snapshot is here; the parts
 * that apply them are beside this file (activation.ts, lane.ts, writes.ts, page-life-cycle.ts).
 *
 * Stored
 * - Query cache: the data of every successful query of the signed-in user in the active environment, as
 *   the API returned it (the API never returns secrets). One IndexedDB database per user and environment
 *   (`console-cache:<sha-256 prefix of the e-mail>:<environment>`, see storage-names.ts), one row per
 *   query keyed by its query hash, so staging and prod, and two users of one browser, never mix. Errors,
 *   fetch state and mutations are never stored, so nothing typed into a form reaches the disk. A query
 *   whose `meta` has MEMORY_ONLY set is never stored either (a magic link's URL: its token is a secret).
 * - localStorage `console.environment`: the last chosen environment (preferences.ts); and
 *   `console.last-session`: the e-mail and environment of the last session (last-session.ts), so a reload
 *   restores that user's snapshot at once, offline too. Forgotten when the session ends.
 * - Cache Storage: the app shell precached by the service worker (sw/). API responses are not cached
 *   there: the Cache API keys by URL, not by user or environment.
 *
 * When restored
 * - Before the first render (waiting RESTORE_TIMEOUT_MS at most), so a returning user sees the last data
 *   at once; except the rows restoreLaterFor names (below), restored as soon as the first screen has
 *   rendered and the main thread is idle (LATER_RESTORE_MAX_WAIT_MS at most). Meanwhile
 *   useRestoringLater() is true.
 *
 * When written ("seen is saved", ARCHITECTURE.md principle 4)
 * - A query's row is written only when that query succeeds (fetch or setQueryData), in one of two lanes
 *   (lane.ts). Data on screen (the query has an observer when it lands, or gets one later, or is loaded
 *   only for a screen: isOverviewPageKeyAfterEnvironment) goes in the screen lane, committed within
 *   WRITE_THROTTLE_MS plus two transactions at most (the screen one under way, then its own). Data
 *   fetched with nothing showing it (guides, kept alerts, search lists) goes in the background lane: it
 *   waits BACKGROUND_WRITE_MS and goes in transactions of its own, BACKGROUND_CHUNK_SIZE each, so it never
 *   holds up a screen's write for long; a row holds whatever the query has when its lane is written, so a
 *   background write never replaces newer data with older.
 * - When the page is hidden, frozen or left (a reload, a full navigation, a closed tab) everything
 *   pending is issued at once, in that task (page-life-cycle.ts). Other rows are left alone, so a refresh
 *   of one list never rewrites the whole cache. A refetch that returns equal data rewrites its row at most
 *   every UNCHANGED_REWRITE_MS, to refresh its age.
 *
 * When dropped
 * - Never for age: a copy lasts until it is replaced, and is shown with its age ('Data as of yesterday
 *   18:04'). The client never collects a query (gcTime infinite, app/query-client.ts): a screen visited
 *   days ago is still in memory and on disk.
 * - All rows when QUERY_CACHE_BUSTER changed.
 * - A query removed from the cache on purpose (removeQueries after a delete) loses its row, so a reload
 *   does not bring the deleted item back. Only the copy this tab had (or an older one) goes: the user's
 *   tabs share the database.
 * - Over the storage budget (snapshotBudget: SNAPSHOT_QUOTA_SHARE of navigator.storage.estimate()'s
 *   quota, at most SNAPSHOT_BUDGET_CEILING), rows are evicted (usage.ts): background data first, then
 *   screens not seen for RECENT_VIEW_MS, least recently seen first; a screen seen within RECENT_VIEW_MS
 *   only once no background data is left, and never a query on screen now.
 * - wipeConsoleStorage() (sign-out) removes every console database, runtime cache and stored key; the
 *   app-shell precache stays (it holds the build, no data). A session found expired (401) deletes that
 *   user's snapshots too (features/auth/sign-out.ts); drafts stay for the next sign-in.
 *
 * Storage failures (quota, blocked, a newer schema in another tab, no IndexedDB) are reported through
 * onStorageError; the console keeps working online.
 *
 * Sizes are QueryRow.size: characters (UTF-16 code units) of the data's JSON.
 */

/**
 * The `meta` flag of a query kept in memory only, never written to the device: `meta: { [MEMORY_ONLY]:
 * true }`. Set it in the query's options, and build the query with them before any setQueryData (which
 * would otherwise create it without its meta).
 */
export const MEMORY_ONLY = 'memoryOnly';

/**
 * Data on screen is committed this long after it lands (one frame: a screen's queries landing together
 * make one transaction), plus the screen transaction under way, if any, plus its own.
 */
export const WRITE_THROTTLE_MS = 16;
/** Background data is written this long after it lands, a chunk at a time. */
export const BACKGROUND_WRITE_MS = 1000;
/**
 * One background transaction holds at most about this many characters; the rest follows in the next.
 * IndexedDB runs a store's write transactions one after another, so a screen's write made meanwhile
 * waits for one chunk at most, never for a whole pass of guides or an organisation's pages.
 */
export const BACKGROUND_CHUNK_SIZE = 256 * 1024;
/** An unchanged refetch rewrites its row (to refresh its age) at most this often. */
export const UNCHANGED_REWRITE_MS = 10 * 60 * 1000;
/** Seeing a saved screen again updates its row's view time at most this often (usage rows only). */
export const VIEW_REFRESH_MS = 60 * 1000;
/** A screen seen this recently is evicted only after every row of background data. */
export const RECENT_VIEW_MS = 7 * 24 * 60 * 60 * 1000;
/** The most one snapshot may weigh, in characters of its rows, whatever the quota. */
export const SNAPSHOT_BUDGET_CEILING = 64 * 1024 * 1024;
/** The share of the origin's quota one snapshot may use: the user's other environment, drafts and the
 * service worker's caches share it. */
export const SNAPSHOT_QUOTA_SHARE = 0.2;
/** The first render waits for the restore at most this long; a slow or blocked disk must not hang it. */
export const RESTORE_TIMEOUT_MS = 3000;
/** The later rows wait for an idle moment after the first screen at most this long. */
export const LATER_RESTORE_MAX_WAIT_MS = 500;
/**
 * performance.measure name of one row's write, from its data reaching the screen to the commit of its
 * transaction (read by the benchmark: BENCHMARKS.md).
 */
export const SEEN_SAVED_MEASURE = 'console:seen-saved';
/** The browser keeps every measure: a tab open for days records only its first this many writes. */
export const SEEN_SAVED_MEASURES_MAX = 1000;

/** The storage budget of one snapshot: a share of the quota the browser grants, within the ceiling. */
export async function snapshotBudget(): Promise<number> {
  try {
    const quota = (await globalThis.navigator?.storage?.estimate?.())?.quota;
    if (quota) return Math.min(SNAPSHOT_BUDGET_CEILING, quota * SNAPSHOT_QUOTA_SHARE);
  } catch {
    // No estimate here (an engine without it, a private window): the ceiling alone.
  }
  return SNAPSHOT_BUDGET_CEILING;
}

/*
 * Restore order: which saved queries wait until the first screen has rendered. The warm offline start
 * reads every other row before its first render, and IndexedDB's cost is the bytes (BENCHMARKS.md), so
 * the large rows the first screen does not show wait:
 * - the overview's pages (4.8 M characters for 5,000 destinations), but for the first three when the
 *   first screen is the overview (their alerts fill it);
 * - the vendor form definitions (110 K characters each, kept for the destination pages' labels), but
 *   when the first screen is a destination's or a source's page;
 * - the activity pages and Transfer Job pages (one activity page of an alert is 30–60 K characters; the
 *   console keeps two dozen, features/on-call/keep-alerts-offline.ts), but for the destination's own
 *   when the first screen is a destination's page (its Status card and Activity tab read them).
 * Keys here are without their environment (see the factories named beside each shape).
 */

/** The key of the overview's pages after the environment (features/destinations/overview-pages.ts). */
export const OVERVIEW_PAGES_KEY = ['overview-pages'] as const;

/**
 * Pages enough for the first screen of the overview's tables, restored before its first render (the rest
 * right after it): the Alerts table lists alerts in list order, so the first pages hold its first rows;
 * at one alert in fifteen (the large demo organisation) three pages hold some twenty.
 */
export const OVERVIEW_FIRST_SCREEN_PAGES = [0, 1, 2].map((i) => [...OVERVIEW_PAGES_KEY, i] as const);

/**
 * Whether a key after its environment is one of the overview's pages. They are loaded only for a screen
 * (the summary's load runs for the overview, its route's loader included, and for the palette's search),
 * so the snapshot saves each as it lands (its `loadedForScreen`). Otherwise a first load's pages would
 * wait until the overview observes them, a dozen at once, a second later.
 */
export const isOverviewPageKeyAfterEnvironment = (key: readonly unknown[]) =>
  key[0] === OVERVIEW_PAGES_KEY[0] && typeof key[1] === 'number';

/** Signed-in sections other than the overview; every other path is, or lands on, the overview. */
const OTHER_SECTIONS =
  /^\/(sources|models|recipients|destinations|magic-links|webhooks|settings|teapot)(\/|$)/;
export const firstScreenIsOverview = (pathname: string) => !OTHER_SECTIONS.test(pathname);

/** /destinations/{id}/… and, on a Transfer Job page, /…/transfers/{transferId}. */
const DESTINATION_PAGE = /^\/destinations\/([^/?#]+)(?:\/transfers\/([^/?#]+))?/;

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** destinationFormKeys.definition and the source form's: ['forms', kind, orgId]. */
const isFormDefinition = (key: readonly unknown[]) => key[0] === 'forms';
/** The pages that show a form definition's labels: destinations' and sources'. */
const FORM_SECTIONS = /^\/(destinations|sources)(\/|$)/;
const isFirstScreenPage = (key: readonly unknown[]) =>
  OVERVIEW_FIRST_SCREEN_PAGES.some((first) => first.every((part, i) => key[i] === part));
/** detailKeys.activity(id, params): ['destinations', 'detail', id, 'activity', params]. */
const activityOf = (key: readonly unknown[]) =>
  key[0] === 'destinations' && key[1] === 'detail' && key[3] === 'activity' ? key[2] : undefined;
/** transferKeys.detail(id): ['transfers', 'detail', id]. */
const transferOf = (key: readonly unknown[]) =>
  key[0] === 'transfers' && key[1] === 'detail' ? key[2] : undefined;

/** The `restoreLater` test for a start at `pathname`. */
export function restoreLaterFor(pathname: string): (key: readonly unknown[]) => boolean {
  const overviewFirst = firstScreenIsOverview(pathname);
  const formFirst = FORM_SECTIONS.test(pathname);
  const [, destinationId, transferId] = (DESTINATION_PAGE.exec(pathname) ?? []).map(decoded);
  return (key) => {
    if (isOverviewPageKeyAfterEnvironment(key)) return !(overviewFirst && isFirstScreenPage(key));
    if (isFormDefinition(key)) return !formFirst;
    const activity = activityOf(key);
    if (activity !== undefined) return activity !== destinationId;
    const transfer = transferOf(key);
    if (transfer !== undefined) return transfer !== transferId;
    return false;
  };
}
