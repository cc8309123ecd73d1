/** Builds the app for the bench into its own directory, like `npm run build` does for dist/. */
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

export function buildApp(root: string, outDir: string) {
  run('npx', ['panda', 'codegen', '--silent'], root);
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], root);
}
