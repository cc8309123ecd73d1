import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs the real server (`node --import tsx server/main.ts`) or another server script, as an operator
 * would, for the start-up tests. Every run is bounded by RUN_TIMEOUT_MS; stopAll() (afterEach) kills
 * what is left and removes the data directories made here.
 */
export const RUN_TIMEOUT_MS = 20_000;

export interface Outcome {
  code: number | null;
  output: string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

export function stopAll() {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** An empty DATA_DIR, removed by stopAll(). */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-start-up-'));
  dirs.push(dir);
  return dir;
}

/** Settings of the shell running the tests that would change what a start does. */
const inherited = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(HOST|PORT|DEMO_MODE|DEMO_ALLOW_NETWORK|SMTP_URL|MAIL_FROM|PUBLIC_ORIGIN|TRUST_PROXY|SECRETS_KEY|SEED_SCALE)$/.test(
          key,
        ),
    ),
  );

/** Runs a server script until it exits, or until its output matches `until` (then stops it). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  until?: RegExp,
): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} neither exited nor started within ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output) && child.exitCode === null) child.kill('SIGTERM');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    // 'close', not 'exit': every line it wrote before it stopped is read.
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Starts the server until it exits or has said where it runs (and what follows on that tick), then
 * stops it. Port 0, no scheduler, an idle engine and no webhook egress: nothing it does in that time
 * leaves the machine. A fresh DATA_DIR unless `env` names one.
 */
export function startServer(
  env: Record<string, string>,
  until = /Console running at http:\/\/\S+/,
): Promise<Outcome> {
  return runScript(
    'server/main.ts',
    [],
    {
      DATA_DIR: freshDataDir(),
      PORT: '0',
      SCHEDULER_INTERVAL_MS: '0',
      RUNNER_STEP_MS: '600000',
      WEBHOOK_EGRESS: 'off',
      ...env,
    },
    until,
  );
}
