import { describe, expect, it } from 'vitest';
import type { MetricSpec } from './metrics.ts';
import { formatBudget, formatFigure, formatMarkdown, formatText, summarise } from './report.ts';

const offline: MetricSpec = {
  id: 'offline',
  group: 'offline',
  label: 'Warm offline /overview first rows',
  figure: { kind: 'ratio', of: 'rounds' },
  unit: 'ms',
  reference: 'floor',
  budget: { max: 1.5, goal: 1.2 },
  protects: 'x',
};
const api: MetricSpec = {
  ...offline,
  id: 'api',
  label: 'API',
  figure: { kind: 'ratio', of: 'p95' },
  reference: '/auth-status',
  budget: { max: 4 },
};
const share: MetricSpec = { ...offline, id: 'share', figure: { kind: 'share' }, budget: { max: 5 } };
const score: MetricSpec = {
  ...offline,
  id: 'lh',
  label: 'Lighthouse',
  figure: { kind: 'difference' },
  unit: 'score',
  budget: { min: -5 },
};
const size: MetricSpec = {
  ...offline,
  id: 'size',
  label: 'JS before the first row',
  figure: { kind: 'value', at: 'median' },
  unit: 'KB',
  budget: { max: 170 },
};

describe('summarise', () => {
  it('takes the median of the per-round ratios, not the ratio of the medians', () => {
    // Rounds: 2.0, 1.0, 1.2 → median 1.2; the medians' ratio would be 300/200 = 1.5.
    const row = summarise(offline, { id: 'offline', a: [400, 200, 300], b: [200, 200, 250] });
    expect(row.figure).toBeCloseTo(1.2);
    expect(row.verdict).toBe('pass');
    expect(row.info).toBe('300 ms / floor 200 ms');
  });

  it('fails a ratio above its budget, and says how the rounds scattered', () => {
    const row = summarise(offline, { id: 'offline', a: [320, 330, 340, 360], b: [200, 200, 200, 200] });
    expect(row.verdict).toBe('FAIL');
    expect(row.spread).toEqual({ low: 1.6, high: 1.7 });
  });

  it("divides a ratio by the result's divisor (a time per page)", () => {
    const row = summarise(offline, { id: 'offline', a: [4000], b: [1000], divisor: 4 });
    expect(row.figure).toBeCloseTo(1);
  });

  it('compares the p95 of unpaired samples for request latencies', () => {
    const slow = [...Array.from({ length: 95 }, () => 10), ...Array.from({ length: 5 }, () => 80)];
    const row = summarise(api, { id: 'api', a: slow, b: Array.from({ length: 50 }, () => 4) });
    expect(row.figure).toBeCloseTo(2.5);
  });

  it('reports a share in per cent', () => {
    const row = summarise(share, { id: 'share', a: [6, 3, 9], b: [100, 100, 100] });
    expect(row.figure).toBeCloseTo(6);
    expect(row.verdict).toBe('FAIL');
  });

  it('judges a score by its difference from the reference', () => {
    expect(summarise(score, { id: 'lh', a: [88, 90, 89], b: [97, 96, 95] }).verdict).toBe('FAIL');
    expect(summarise(score, { id: 'lh', a: [92, 90, 91], b: [97, 96, 95] }).verdict).toBe('pass');
  });

  it('judges a value on its median', () => {
    expect(summarise(size, { id: 'size', runs: [168, 171, 169] })).toMatchObject({
      figure: 169,
      verdict: 'pass',
    });
  });

  it('reports an error instead of a figure when the measurement failed', () => {
    const row = summarise(offline, { id: 'offline', error: "mark 'console:overview-rows' never appeared" });
    expect(row).toEqual({
      spec: offline,
      verdict: 'ERROR',
      error: "mark 'console:overview-rows' never appeared",
    });
    expect(summarise(offline, undefined).verdict).toBe('ERROR');
    expect(summarise(offline, { id: 'offline', a: [], b: [] }).verdict).toBe('ERROR');
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => summarise(offline, { id: 'offline', a: [1, 2], b: [1] })).toThrow('Unpaired');
  });
});

describe('formatting', () => {
  it('writes each kind of figure and budget', () => {
    expect(formatFigure(offline, 1.234)).toBe('1.23×');
    expect(formatFigure(share, 2.44)).toBe('2.4 %');
    expect(formatFigure(score, -3.2)).toBe('−3');
    expect(formatFigure(score, 2)).toBe('+2');
    expect(formatFigure(size, 168.24)).toBe('168.2 KB');
    expect(formatBudget(offline)).toBe('≤ 1.50× (goal 1.20×)');
    expect(formatBudget(score)).toBe('≥ −5');
  });

  it('prints one aligned line per metric, and the same table in Markdown', () => {
    const rows = [
      summarise(offline, { id: 'offline', a: [300, 310], b: [200, 200] }),
      summarise(size, { id: 'size', error: 'no server' }),
    ];
    const text = formatText(rows).split('\n');
    expect(text[0]).toMatch(/^metric\s+figure\s+spread\s+budget\s+result\s+absolute$/);
    expect(text[2]).toMatch(
      /Warm offline \/overview first rows\s+1\.52×\s+1\.50×–1\.55×\s+≤ 1\.50× \(goal 1\.20×\)\s+FAIL\s+305 ms \/ floor 200 ms/,
    );
    expect(text[3]).toMatch(/JS before the first row\s+—\s+—\s+≤ 170\.0 KB\s+ERROR/);
    const markdown = formatMarkdown(rows).split('\n');
    expect(markdown[1]).toBe('|---|--:|--:|--:|---|---|');
    expect(markdown[2]).toContain('| 1.52× |');
  });
});
