/**
 * `--against=REF`: the console of another revision (the last release, the commit before a change), built
 * from a git worktree into .tmp-dist/against-<commit>, to be served by this tree's server on a copy of the
 * same seed and timed beside this tree's console (measure/against.ts). The worktree shares this tree's
 * node_modules when REF's lockfile is the same, else installs its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The full commit `ref` names; a clear error when it names none. */
export function resolveRef(root: string, ref: string): string {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against=${ref} names no commit of this repository.`);
  }
}

/** Where REF's build goes (reused with --no-build). */
export const againstDist = (root: string, commit: string) =>
  join(root, '.tmp-dist', `against-${commit.slice(0, 12)}`);

/** Builds REF's console into againstDist(); returns that directory. */
export function buildAgainst(root: string, commit: string, log: (line: string) => void): string {
  const outDir = againstDist(root, commit);
  const tree = join(root, '.tmp-dist', `against-src-${commit.slice(0, 12)}`);
  rmSync(tree, { recursive: true, force: true });
  git(root, ['worktree', 'prune']);
  git(root, ['worktree', 'add', '--detach', tree, commit]);
  const modules = join(tree, 'node_modules');
  let shared = false;
  try {
    const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (existsSync(join(tree, 'package-lock.json')) && lock(tree) === lock(root)) {
      symlinkSync(join(root, 'node_modules'), modules, 'dir');
      shared = true;
    } else {
      log(`against: ${commit.slice(0, 12)} has another lockfile: npm ci in its worktree`);
      run('npm', ['ci', '--no-audit', '--no-fund'], tree);
    }
    run('npx', ['panda', 'codegen', '--silent'], tree);
    run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], tree);
  } finally {
    // The link goes first: removing the worktree must never reach into this tree's node_modules.
    if (shared) unlinkSync(modules);
    git(root, ['worktree', 'remove', '--force', tree]);
  }
  return outDir;
}
