/**
 * Which saved rows wait for the first render: the overview's pages and the kept activity and job pages,
 * unless the first screen shows them. Keys come from the real factories, so a change of their shape
 * shows here.
 */
import { describe, expect, it } from 'vitest';
import { detailKeys } from '../features/destinations/detail/queries.ts';
import { destinationFormKeys } from '../features/destinations/form/queries.ts';
import { overviewPageKey } from '../features/destinations/overview-pages.ts';
import { destinationKeys } from '../features/destinations/queries.ts';
import { sourceKeys } from '../features/sources/queries.ts';
import { transferKeys } from '../features/transfers/queries.ts';
import { restoreLaterFor } from './restore-order.ts';

/** The key as the persistence hands it over: without its environment. */
const bare = (key: readonly unknown[]) => key.slice(1);
const page = (i: number) => bare(overviewPageKey(destinationKeys.overview('prod'), i));
const activity = (id: string) => bare(detailKeys.activity('prod', id, { page_size: 30 }));
const transfer = (id: string) => bare(transferKeys.detail('prod', id));

describe('restoreLaterFor', () => {
  it('starting on the overview, restores its first three pages with the first screen, the rest later', () => {
    const later = restoreLaterFor('/overview');
    expect([0, 1, 2, 3, 49].map((i) => later(page(i)))).toEqual([false, false, false, true, true]);
    expect(later(activity('d1'))).toBe(true);
    expect(later(transfer('t1'))).toBe(true);
    expect(later(bare(destinationKeys.detail('prod', 'd1')))).toBe(false);
    expect(later(bare(destinationKeys.overview('prod')))).toBe(false);
  });

  it('starting on a destination, restores its own activity and job page with the first screen', () => {
    const general = restoreLaterFor('/destinations/d%201');
    expect(general(activity('d 1'))).toBe(false);
    expect(general(activity('d2'))).toBe(true);
    expect(general(page(0))).toBe(true);

    const job = restoreLaterFor('/destinations/d1/transfers/t1');
    expect(job(transfer('t1'))).toBe(false);
    expect(job(transfer('t2'))).toBe(true);
    expect(job(activity('d1'))).toBe(false);
  });

  it('restores the form definitions with the first screen only on destination and source pages', () => {
    const form = bare(destinationFormKeys.definition('prod', 'org-1'));
    const sourceForm = bare(sourceKeys.form('prod', 'org-1'));
    expect(restoreLaterFor('/overview')(form)).toBe(true);
    expect(restoreLaterFor('/recipients')(sourceForm)).toBe(true);
    expect(restoreLaterFor('/destinations/d1')(form)).toBe(false);
    expect(restoreLaterFor('/sources/s1')(sourceForm)).toBe(false);
  });

  it('starting elsewhere, keeps every large row for later and nothing else', () => {
    const sources = restoreLaterFor('/sources');
    expect(sources(page(0))).toBe(true);
    expect(sources(['sources', 'list', { page_size: 30 }])).toBe(false);
  });
});
