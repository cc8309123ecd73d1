/**
 * Builds the app for the bench into its own directory, like `npm run build` does for dist/, with the
 * bench's floor (bench/floor/) under bench-floor/ and in the worker's precache.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloor, CONSOLE_WITH_FLOOR_CONFIG, FLOOR_DIR_ENV } from './floor/build.ts';

function run(command: string, args: string[], cwd: string, env?: Record<string, string>) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

export function buildApp(root: string, outDir: string) {
  run('npx', ['panda', 'codegen', '--silent'], root);
  const floorDir = mkdtempSync(join(tmpdir(), 'console-bench-floor-'));
  try {
    buildFloor(root, floorDir);
    run(
      'npx',
      [
        'vite',
        'build',
        '--config',
        CONSOLE_WITH_FLOOR_CONFIG,
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      root,
      { [FLOOR_DIR_ENV]: floorDir },
    );
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
}
