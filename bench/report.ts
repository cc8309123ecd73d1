/** Turns raw runs into the bench's table: median, p95 where relevant, budget and verdict. */
import type { Budget, MetricSpec, Unit } from './metrics.ts';
import { median, percentile } from './stats.ts';

export interface MetricResult {
  id: string;
  /** Raw runs in the metric's unit (one for exact sizes, every request for API latency). */
  runs: number[];
  /** Why the figure could not be measured (a missing performance mark, a page that never loaded). */
  error?: string;
}

export type Verdict = 'pass' | 'FAIL' | 'ERROR' | '—';

export interface Row {
  spec: MetricSpec;
  median?: number;
  p95?: number;
  verdict: Verdict;
  error?: string;
}

export function meets(budget: Budget, value: number): boolean {
  return budget.direction === 'max' ? value <= budget.limit : value >= budget.limit;
}

export function summarise(spec: MetricSpec, result: MetricResult | undefined): Row {
  if (!result || result.error || result.runs.length === 0) {
    return { spec, verdict: 'ERROR', error: result?.error ?? 'not measured' };
  }
  const row: Row = { spec, median: median(result.runs), verdict: '—' };
  if (spec.p95) row.p95 = percentile(result.runs, 95);
  if (spec.budget) {
    const value = spec.budget.at === 'p95' ? percentile(result.runs, 95) : (row.median as number);
    row.verdict = meets(spec.budget, value) ? 'pass' : 'FAIL';
  }
  return row;
}

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'KiB':
    case 'MiB':
      return `${value.toFixed(1)} ${unit}`;
    case 'score':
    case 'count':
      return String(Math.round(value));
    case 'shift':
      return value.toFixed(3);
  }
}

export function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return '—';
  const sign = budget.direction === 'max' ? '≤' : '≥';
  const value =
    unit === 'ms' || unit === 'score' || unit === 'shift' || unit === 'count'
      ? formatValue(budget.limit, unit)
      : `${budget.limit} ${unit}`;
  return `${budget.at === 'p95' ? 'p95 ' : ''}${sign} ${value}`;
}

const HEADERS = ['metric', 'median', 'p95', 'budget', 'result'] as const;

function cells(row: Row): string[] {
  const { spec } = row;
  return [
    spec.label,
    row.median === undefined ? '—' : formatValue(row.median, spec.unit),
    row.p95 === undefined ? '—' : formatValue(row.p95, spec.unit),
    formatBudget(spec.budget, spec.unit),
    row.verdict,
  ];
}

/** Aligned plain-text table for the terminal. */
export function formatText(rows: readonly Row[]): string {
  const table = [[...HEADERS], ...rows.map(cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => {
        const width = widths[i] as number;
        return i === 0 || i === HEADERS.length - 1 ? c.padEnd(width) : c.padStart(width);
      })
      .join('  ');
  return [
    line(table[0] as string[]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.slice(1).map(line),
  ]
    .map((l) => l.trimEnd())
    .join('\n');
}

/** The same table in Markdown, for BENCHMARKS.md. */
export function formatMarkdown(rows: readonly Row[]): string {
  const line = (r: readonly string[]) => `| ${r.join(' | ')} |`;
  return [line(HEADERS), '|---|--:|--:|--:|---|', ...rows.map((row) => line(cells(row)))].join('\n');
}

/** Why each row that has an error could not be measured, one line each. */
export function formatErrors(rows: readonly Row[]): string[] {
  return rows.filter((r) => r.error).map((r) => `${r.spec.label}: ${r.error}`);
}
