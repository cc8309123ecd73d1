/**
 * Which saved rows wait for the first render: the overview's pages and the kept activity and job pages,
 * unless the first screen shows them. The keys are written as the features' factories build them (the
 * offline layer imports no feature); app/restore-order-keys.test.ts checks that they still do.
 */
import { describe, expect, it } from 'vitest';
import { restoreLaterFor } from './policy.ts';

/** Keys as the persistence hands them over: without their environment. */
const page = (i: number) => ['overview-pages', i];
const activity = (id: string) => ['destinations', 'detail', id, 'activity', { page_size: 30 }];
const transfer = (id: string) => ['transfers', 'detail', id];
const destinationKeys = {
  detail: (id: string) => ['destinations', 'detail', id],
  overview: () => ['destinations', 'overview'],
};

describe('restoreLaterFor', () => {
  it('starting on the overview, restores its first three pages with the first screen, the rest later', () => {
    const later = restoreLaterFor('/overview');
    expect([0, 1, 2, 3, 49].map((i) => later(page(i)))).toEqual([false, false, false, true, true]);
    expect(later(activity('d1'))).toBe(true);
    expect(later(transfer('t1'))).toBe(true);
    expect(later(destinationKeys.detail('d1'))).toBe(false);
    expect(later(destinationKeys.overview())).toBe(false);
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
    const form = ['forms', 'destination', 'org-1'];
    const sourceForm = ['forms', 'source', 'org-1'];
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
