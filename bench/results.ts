/**
 * What a measurement hands the report, and bench/results.json (git-ignored): the machine, the build's
 * state, every metric's figure and raw runs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Calibration } from './calibration.ts';
import type { MetricSpec } from './metrics.ts';
import type { Options } from './options.ts';

export type Verdict = 'pass' | 'FAIL' | 'ERROR' | '—';

/** One line of the bench's table: a metric's figure against its budget. */
export interface Row {
  spec: MetricSpec;
  /** The figure the budget is about: a ratio (×), a share (%), a difference or a value in the spec's unit. */
  figure?: number;
  /** The interquartile range of the per-round ratios, shares or values it is the median of. */
  spread?: { low: number; high: number };
  /** The absolute figures, as information: "312 ms / floor 236 ms". */
  info?: string;
  verdict: Verdict;
  error?: string;
}

/** One metric's raw runs (metrics.ts says how they make its figure). */
export interface MetricResult {
  id: string;
  /** A value figure's runs. */
  runs?: number[];
  /** A ratio's measured side and its reference, round by round (or two samples, for `of: 'p95'`). */
  a?: number[];
  b?: number[];
  /** Divides a ratio (the pages of two organisations, for a time per page). */
  divisor?: number;
  /** One line of information beside the figure. */
  note?: string;
  /** Why the figure could not be measured (a missing performance mark, a page that never loaded). */
  error?: string;
}

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  node: string;
  chromium: string | null;
  /** The commit measured and how many files differed from it (other work in progress). */
  commit: string;
  uncommittedFiles: number;
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}

export function describeMachine(root: string, chromium: string | null): Machine {
  return {
    date: new Date().toISOString(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    node: process.version,
    chromium,
    commit: git(root, ['rev-parse', '--short', 'HEAD']).trim() || 'unknown',
    uncommittedFiles: git(root, ['status', '--porcelain']).split('\n').filter(Boolean).length,
  };
}

export function writeResults(
  file: string,
  content: {
    machine: Machine;
    calibration: Calibration | null;
    options: Options;
    seeds: Record<string, number | null>;
    runtimeSeconds: number;
    rows: readonly Row[];
    results: readonly MetricResult[];
  },
) {
  const { rows, results, options, ...rest } = content;
  const metrics = rows.map((row) => ({
    id: row.spec.id,
    label: row.spec.label,
    figure: row.figure ?? null,
    spread: row.spread ?? null,
    budget: row.spec.budget ?? null,
    verdict: row.verdict,
    error: row.error ?? null,
    ...results.find((r) => r.id === row.spec.id),
  }));
  const json = { ...rest, options: { ...options, groups: [...options.groups] }, metrics };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
