import { describe, expect, it } from 'vitest';
import { describeWrites, walkPaths, writesByScreen } from './measure/seen.ts';

describe('walkPaths', () => {
  it("walks a destination's General, Activity and Connection tabs, a Transfer Job page and five lists", () => {
    expect(walkPaths('d 1', 't/2')).toEqual([
      '/destinations/d%201',
      '/destinations/d%201/activity',
      '/destinations/d%201/connection',
      '/destinations/d%201/transfers/t%2F2',
      '/destinations',
      '/sources',
      '/models',
      '/recipients',
      '/webhooks',
    ]);
  });
});

describe('writesByScreen', () => {
  const visits = [
    { path: '/overview', at: 0 },
    { path: '/destinations/d', at: 5000 },
    { path: '/sources', at: 7000 },
    { path: '/models', at: 9000 },
  ];

  it('puts each write under the screen shown when its data reached the screen', () => {
    const entries = [
      { startTime: 300, duration: 140 },
      { startTime: 4999, duration: 600 },
      { startTime: 5000, duration: 120 },
      { startTime: 7100, duration: 110 },
    ];
    expect([...writesByScreen(entries, visits)]).toEqual([
      ['/overview', [140, 600]],
      ['/destinations/d', [120]],
      ['/sources', [110]],
      ['/models', []],
    ]);
  });

  it('describes each screen with its count, median and p95', () => {
    const screens = writesByScreen(
      [
        { startTime: 1, duration: 100 },
        { startTime: 2, duration: 300 },
        { startTime: 3, duration: 200 },
        { startTime: 5001, duration: 120.4 },
      ],
      visits.slice(0, 3),
    );
    expect(describeWrites(screens)).toBe(
      '/overview 3, median 200 ms, p95 300 ms; /destinations/d 1, median 120 ms, p95 120 ms; /sources none',
    );
  });
});
