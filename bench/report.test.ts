import { describe, expect, it } from 'vitest';
import type { MetricSpec } from './metrics.ts';
import { formatBudget, formatMarkdown, formatText, formatValue, summarise } from './report.ts';

const ttc: MetricSpec = {
  id: 'ttc',
  label: 'Warm offline TTC',
  unit: 'ms',
  p95: true,
  budget: { at: 'median', direction: 'max', limit: 300 },
  group: 'offline',
  protects: 'x',
};
const api: MetricSpec = {
  ...ttc,
  id: 'api',
  label: 'API',
  budget: { at: 'p95', direction: 'max', limit: 50 },
};
const size: MetricSpec = {
  id: 'size',
  label: 'Initial JS',
  unit: 'KiB',
  p95: false,
  budget: { at: 'median', direction: 'max', limit: 170 },
  group: 'offline',
  protects: 'x',
};
const score: MetricSpec = {
  id: 'lh',
  label: 'Lighthouse',
  unit: 'score',
  p95: false,
  budget: { at: 'median', direction: 'min', limit: 90 },
  group: 'offline',
  protects: 'x',
};

describe('summarise', () => {
  it('judges a timing budget on the median of the runs', () => {
    const row = summarise(ttc, { id: 'ttc', runs: [250, 900, 280, 260, 1200] });
    expect(row).toMatchObject({ median: 280, p95: 1200, verdict: 'pass' });
  });

  it('judges an API budget on the p95, so a slow tail fails it', () => {
    const runs = [...Array.from({ length: 94 }, () => 10), ...Array.from({ length: 6 }, () => 80)];
    expect(summarise(api, { id: 'api', runs })).toMatchObject({ median: 10, p95: 80, verdict: 'FAIL' });
  });

  it('fails a minimum that is not reached', () => {
    expect(summarise(score, { id: 'lh', runs: [88, 91, 89] }).verdict).toBe('FAIL');
    expect(summarise(score, { id: 'lh', runs: [90, 95, 89] }).verdict).toBe('pass');
  });

  it('reports an error instead of a figure when the measurement failed', () => {
    const row = summarise(ttc, { id: 'ttc', runs: [], error: "mark 'console:overview-rows' never appeared" });
    expect(row).toEqual({
      spec: ttc,
      verdict: 'ERROR',
      error: "mark 'console:overview-rows' never appeared",
    });
    expect(summarise(ttc, undefined).verdict).toBe('ERROR');
  });

  it('has no verdict for a figure without a budget', () => {
    const { budget: _, ...free } = ttc;
    expect(summarise(free, { id: 'ttc', runs: [5000] }).verdict).toBe('—');
  });
});

describe('tables', () => {
  const rows = [
    summarise(ttc, { id: 'ttc', runs: [250, 260, 270, 280, 290] }),
    summarise(score, { id: 'lh', runs: [80, 85, 82] }),
    summarise(size, { id: 'size', runs: [165.26] }),
    summarise(api, { id: 'api', runs: [3, 4, 60] }),
  ];

  it('prints aligned columns with units, budgets and verdicts', () => {
    expect(formatText(rows)).toBe(
      [
        'metric               median     p95       budget  result',
        '----------------  ---------  ------  -----------  ------',
        'Warm offline TTC     270 ms  290 ms     ≤ 300 ms  pass',
        'Lighthouse               82       —         ≥ 90  FAIL',
        'Initial JS        165.3 KiB       —    ≤ 170 KiB  pass',
        'API                    4 ms   60 ms  p95 ≤ 50 ms  FAIL',
      ].join('\n'),
    );
  });

  it('writes the same rows as a Markdown table', () => {
    expect(formatMarkdown(rows).split('\n')).toEqual([
      '| metric | median | p95 | budget | result |',
      '|---|--:|--:|--:|---|',
      '| Warm offline TTC | 270 ms | 290 ms | ≤ 300 ms | pass |',
      '| Lighthouse | 82 | — | ≥ 90 | FAIL |',
      '| Initial JS | 165.3 KiB | — | ≤ 170 KiB | pass |',
      '| API | 4 ms | 60 ms | p95 ≤ 50 ms | FAIL |',
    ]);
  });

  it('writes budgets with their statistic and direction', () => {
    expect(formatBudget(undefined, 'ms')).toBe('—');
    expect(formatBudget({ at: 'median', direction: 'max', limit: 1536 }, 'KiB')).toBe('≤ 1536 KiB');
    expect(formatBudget({ at: 'median', direction: 'max', limit: 0.05 }, 'shift')).toBe('≤ 0.050');
  });

  it('shows a layout shift with three decimals and judges it against its budget', () => {
    const cls: MetricSpec = {
      ...size,
      id: 'cls',
      unit: 'shift',
      budget: { at: 'median', direction: 'max', limit: 0.05 },
    };
    expect(summarise(cls, { id: cls.id, runs: [0.0012, 0.2, 0.0015] })).toMatchObject({
      median: 0.0015,
      verdict: 'pass',
    });
    expect(formatValue(0.0015, 'shift')).toBe('0.002');
  });

  it('shows a count as a whole number, its budget too', () => {
    expect(formatValue(41.5, 'count')).toBe('42');
    expect(formatBudget({ at: 'median', direction: 'min', limit: 10 }, 'count')).toBe('≥ 10');
  });
});
