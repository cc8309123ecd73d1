/**
 * The restore order (offline/snapshot/policy.ts) reads query keys by their shape, since the offline layer
 * imports no feature: the features' real factories must still build those shapes.
 */
import { describe, expect, it } from 'vitest';
import { detailKeys } from '../features/destinations/detail/queries.ts';
import { destinationFormKeys } from '../features/destinations/form/queries.ts';
import { overviewPageKey } from '../features/destinations/overview-pages.ts';
import { destinationKeys } from '../features/destinations/queries.ts';
import { sourceKeys } from '../features/sources/queries.ts';
import { transferKeys } from '../features/transfers/queries.ts';
import { restoreLaterFor } from '../offline/snapshot/policy.ts';

/** The key as the persistence hands it over: without its environment. */
const bare = (key: readonly unknown[]) => key.slice(1);

describe('the restore order and the features’ query keys', () => {
  it('tells the large rows by the keys the factories build', () => {
    const later = restoreLaterFor('/overview');
    const page = (i: number) => bare(overviewPageKey(destinationKeys.overview('prod'), i));
    expect([0, 2, 3].map((i) => later(page(i)))).toEqual([false, false, true]);
    expect(later(bare(detailKeys.activity('prod', 'd1', { page_size: 30 })))).toBe(true);
    expect(later(bare(transferKeys.detail('prod', 't1')))).toBe(true);
    expect(later(bare(destinationFormKeys.definition('prod', 'org-1')))).toBe(true);
    expect(later(bare(sourceKeys.form('prod', 'org-1')))).toBe(true);
    expect(later(bare(destinationKeys.detail('prod', 'd1')))).toBe(false);

    const job = restoreLaterFor('/destinations/d1/transfers/t1');
    expect(job(bare(detailKeys.activity('prod', 'd1', { page_size: 30 })))).toBe(false);
    expect(job(bare(transferKeys.detail('prod', 't1')))).toBe(false);
  });
});
