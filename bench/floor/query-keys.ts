/**
 * The console's query keys the floor reads from the offline copy, and their hashes (the `queries`
 * store's keyPath, src/offline/db.ts). The shapes belong to the console (overview-pages.ts,
 * destinations/queries.ts); they are written out here because importing those modules would bring the
 * query cache and the API client into the floor's bundle. query-keys.test.ts checks both against them.
 */
import type { Environment } from '../../src/api/schemas/envelope.ts';

type KeyPart = string | number;

/**
 * TanStack Query's hashKey for keys of strings and numbers: the key's JSON (it sorts the keys of plain
 * objects only, and these keys hold none).
 */
export const queryHash = (key: readonly KeyPart[]) => JSON.stringify(key);

/** The overview's pages restored before its first render (OVERVIEW_FIRST_SCREEN_PAGES: pages 0, 1, 2). */
export const FIRST_SCREEN_PAGE_COUNT = 3;

export const overviewSummaryKey = (env: Environment) => [env, 'destinations', 'overview'] as const;
export const overviewPageKey = (env: Environment, index: number) => [env, 'overview-pages', index] as const;
export const destinationDetailKey = (env: Environment, id: string) =>
  [env, 'destinations', 'detail', id] as const;

/** Every overview page's hash, and only theirs, lies in this key range: `["prod","overview-pages",…`. */
export function overviewPagesHashRange(env: Environment): { lower: string; upper: string } {
  const lower = `${queryHash([env, 'overview-pages']).slice(0, -1)},`;
  return { lower, upper: `${lower}\uffff` };
}
