/** Turns raw runs into the bench's table: each figure, its spread, its budget and verdict, the absolute runs beside. */
import type { CurvePoint } from './measure/scale.ts';
import type { Budget, MetricSpec, Unit } from './metrics.ts';
import type { MetricResult, Row, Verdict } from './results.ts';
import { median, pairRatios, percentile, spread } from './stats.ts';

export function meets(budget: Budget, value: number): boolean {
  return (
    (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min)
  );
}

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'KB':
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

/** The figure as the table writes it: 1.32×, 2.4 %, −3, 168.2 KB. */
export function formatFigure(spec: MetricSpec, value: number): string {
  switch (spec.figure.kind) {
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'share':
      return `${value.toFixed(1)} %`;
    case 'difference':
      return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}`;
    case 'value':
      return formatValue(value, spec.unit);
  }
}

export function formatBudget(spec: MetricSpec): string {
  const { budget } = spec;
  if (!budget) return '—';
  const parts: string[] = [];
  if (budget.max !== undefined) parts.push(`≤ ${formatFigure(spec, budget.max)}`);
  if (budget.min !== undefined) parts.push(`≥ ${formatFigure(spec, budget.min)}`);
  if (budget.goal !== undefined) parts.push(`(goal ${formatFigure(spec, budget.goal)})`);
  return parts.join(' ');
}

function failed(spec: MetricSpec, error: string): Row {
  return { spec, verdict: 'ERROR', error };
}

export function summarise(spec: MetricSpec, result: MetricResult | undefined): Row {
  if (!result) return failed(spec, 'not measured');
  if (result.error) return failed(spec, result.error);
  const { figure, unit } = spec;
  let value: number;
  let scatter: { low: number; high: number } | undefined;
  let info: string | undefined;
  const reference = spec.reference ? `${spec.reference} ` : '';
  if (figure.kind === 'value') {
    const runs = result.runs ?? [];
    if (runs.length === 0) return failed(spec, 'no runs');
    value = figure.at === 'p95' ? percentile(runs, 95) : median(runs);
    if (runs.length > 1) scatter = spread(runs);
    info = result.note;
  } else {
    const { a = [], b = [] } = result;
    if (a.length === 0 || b.length === 0) return failed(spec, 'no runs');
    const divisor = result.divisor ?? 1;
    const absolute = (runs: number[]) =>
      formatValue(figure.kind === 'ratio' && figure.of === 'p95' ? percentile(runs, 95) : median(runs), unit);
    info = `${absolute(a)} / ${reference}${absolute(b)}${divisor === 1 ? '' : ` ÷ ${divisor}`}`;
    if (figure.kind === 'difference') {
      value = median(a) - median(b);
    } else if (figure.kind === 'ratio' && figure.of === 'p95') {
      value = percentile(a, 95) / percentile(b, 95) / divisor;
    } else {
      const factor = figure.kind === 'share' ? 100 : 1 / divisor;
      const ratios = pairRatios(a, b).map((r) => r * factor);
      value = median(ratios);
      scatter = spread(ratios);
    }
    if (result.note) info = `${info}; ${result.note}`;
  }
  const verdict: Verdict = spec.budget ? (meets(spec.budget, value) ? 'pass' : 'FAIL') : '—';
  return { spec, figure: value, ...(scatter ? { spread: scatter } : {}), ...(info ? { info } : {}), verdict };
}

const HEADERS = ['metric', 'figure', 'spread', 'budget', 'result', 'absolute'] as const;

function cells(row: Row): string[] {
  const { spec } = row;
  const range = row.spread
    ? `${formatFigure(spec, row.spread.low)}–${formatFigure(spec, row.spread.high)}`
    : '—';
  return [
    spec.label,
    row.figure === undefined ? '—' : formatFigure(spec, row.figure),
    range,
    formatBudget(spec),
    row.verdict,
    row.info ?? '',
  ];
}

/** Aligned plain-text table for the terminal. */
export function formatText(rows: readonly Row[]): string {
  const table = [[...HEADERS], ...rows.map(cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const alignLeft = new Set([0, 4, 5]);
  const line = (r: string[]) =>
    r
      .map((c, i) => (alignLeft.has(i) ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
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
  const indent = (label: string) => label.replace(/^ {2}/, '&nbsp;&nbsp;');
  return [
    line(HEADERS),
    '|---|--:|--:|--:|---|---|',
    ...rows.map((row) => {
      const [label = '', ...rest] = cells(row);
      return line([indent(label), ...rest]);
    }),
  ].join('\n');
}

/** Why each row that has an error could not be measured, one line each. */
export function formatErrors(rows: readonly Row[]): string[] {
  return rows.filter((r) => r.error).map((r) => `${r.spec.label}: ${r.error}`);
}

/** The curve's points, one row per organisation (medians of its runs), as text or Markdown. */
export function formatCurve(points: readonly CurvePoint[], markdown: boolean): string {
  const ms = (value: number | undefined) => (value === undefined ? '—' : formatValue(value, 'ms'));
  const headers = [
    'organisation',
    'destinations',
    'pages',
    'offline /overview',
    'offline destination',
    'Ctrl+K',
    'cold /overview',
    'cold destination',
    'every alert',
    'heap',
    'offline copy',
  ];
  const table = [
    headers,
    ...[...points]
      .sort((x, y) => x.destinations - y.destinations)
      .map((p) => [
        p.label,
        p.destinations.toLocaleString('en-US'),
        String(p.pages),
        ms(p.offlineOverview),
        ms(p.offlineDestination),
        ms(p.palette),
        ms(p.coldOverview),
        ms(p.coldDestination),
        ms(p.allAlerts),
        p.heap === undefined ? '—' : formatValue(p.heap, 'MiB'),
        p.snapshotKiB === undefined ? '—' : `${(p.snapshotKiB / 1024).toFixed(1)} MiB`,
      ]),
  ];
  if (markdown) {
    const line = (r: readonly string[]) => `| ${r.join(' | ')} |`;
    return [line(headers), `|---|${'--:|'.repeat(headers.length - 1)}`, ...table.slice(1).map(line)].join(
      '\n',
    );
  }
  const widths = headers.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const text = table.map((r) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  '),
  );
  return ['The curve (medians, CPU ×1)', ...text].join('\n');
}
