/** bench/results.json (git-ignored): the machine, the build's state and every metric's raw runs. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Options } from './options.ts';
import type { MetricResult, Row } from './report.ts';

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
    options: Options;
    server: { seedSeconds: number | null; readySeconds: number } | null;
    runtimeSeconds: number;
    rows: readonly Row[];
    results: readonly MetricResult[];
  },
) {
  const { machine, options, server, runtimeSeconds, rows, results } = content;
  const metrics = rows.map((row) => ({
    id: row.spec.id,
    label: row.spec.label,
    unit: row.spec.unit,
    median: row.median ?? null,
    p95: row.p95 ?? null,
    budget: row.spec.budget ?? null,
    verdict: row.verdict,
    error: row.error ?? null,
    runs: results.find((r) => r.id === row.spec.id)?.runs ?? [],
  }));
  const json = {
    ...machine,
    options: { ...options, groups: [...options.groups] },
    server,
    runtimeSeconds,
    metrics,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
