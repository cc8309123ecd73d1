import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  overviewPageKey as consoleOverviewPageKey,
  OVERVIEW_FIRST_SCREEN_PAGES,
} from '../../src/features/destinations/overview-pages.ts';
import { destinationKeys } from '../../src/features/destinations/queries.ts';
import { SNAPSHOT_META_ID as CONSOLE_META_ID, QUERY_STORES } from '../../src/offline/db.ts';
import { META, QUERIES, SNAPSHOT_META_ID } from './offline-copy.ts';
import {
  destinationDetailKey,
  FIRST_SCREEN_PAGE_COUNT,
  overviewPageKey,
  overviewPagesHashRange,
  overviewSummaryKey,
  queryHash,
} from './query-keys.ts';

// hashKey is query-core's, re-exported by react-query (query-core itself is not hoisted to node_modules/).
describe('the floor reads the console’s rows by their keys', () => {
  it('hashes keys of strings and numbers as TanStack Query does', () => {
    for (const key of [
      ['prod', 'overview-pages', 0],
      ['staging', 'destinations', 'detail', 'dest-1'],
      ['prod', 'destinations', 'detail', 'an "odd" id/with\\slashes é'],
      ['prod', 'destinations', 'overview'],
      [],
    ])
      expect(queryHash(key)).toBe(hashKey(key));
  });

  it('writes the keys as the console makes them', () => {
    for (const env of ['prod', 'staging'] as const) {
      const summary = destinationKeys.overview(env);
      expect(overviewSummaryKey(env)).toEqual(summary);
      for (const i of [0, 1, 2, 7])
        expect(overviewPageKey(env, i)).toEqual(consoleOverviewPageKey(summary, i));
      expect(destinationDetailKey(env, 'd-1')).toEqual(destinationKeys.detail(env, 'd-1'));
    }
  });

  it('reads the pages the console restores before an overview’s first render', () => {
    expect(OVERVIEW_FIRST_SCREEN_PAGES.map((key) => key[1])).toEqual(
      Array.from({ length: FIRST_SCREEN_PAGE_COUNT }, (_, i) => i),
    );
  });

  it('names the stores and the meta row as the console’s database has them', () => {
    expect([QUERIES, META, SNAPSHOT_META_ID]).toEqual([
      QUERY_STORES.queries,
      QUERY_STORES.meta,
      CONSOLE_META_ID,
    ]);
  });

  it('finds every overview page, and nothing else, in the pages’ hash range', () => {
    const { lower, upper } = overviewPagesHashRange('prod');
    const inRange = (hash: string) => hash >= lower && hash <= upper;
    for (const i of [0, 9, 49, 1234]) expect(inRange(queryHash(overviewPageKey('prod', i)))).toBe(true);
    for (const other of [
      overviewPageKey('staging', 0),
      overviewSummaryKey('prod'),
      destinationDetailKey('prod', 'x'),
      ['prod', 'overview-pages'],
    ])
      expect(inRange(queryHash(other))).toBe(false);
  });
});
