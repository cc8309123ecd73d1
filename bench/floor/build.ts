/** Builds the floor app into its own directory; the console's bench build then takes it in. */
import { spawnSync } from 'node:child_process';

const FLOOR_CONFIG = 'bench/floor/vite.config.ts';
/** The console's config plus the built floor under bench-floor/ (paths from the project's root). */
export const CONSOLE_WITH_FLOOR_CONFIG = 'bench/floor/console-with-floor.vite.config.ts';
/** Names the built floor's directory for CONSOLE_WITH_FLOOR_CONFIG. */
export const FLOOR_DIR_ENV = 'BENCH_FLOOR_DIR';

export function buildFloor(root: string, outDir: string) {
  const args = [
    'vite',
    'build',
    '--config',
    FLOOR_CONFIG,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed (exit ${result.status}).`);
}
