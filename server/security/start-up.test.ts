import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Starting the real server (`node --import tsx server/main.ts`) with unsafe settings (issue 13,
 * point 1): it must refuse at once, naming the setting, rather than run a server nobody can sign in
 * to or one that hands out codes to the network. Each start is bounded by START_TIMEOUT_MS.
 */
const START_TIMEOUT_MS = 20_000;

interface Outcome {
  code: number | null;
  output: string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the server until it exits or prints `until`, then stops it. A fresh DATA_DIR, port 0, no
 * scheduler, an idle engine and no webhook egress: nothing it does in that time leaves the machine.
 */
function startServer(
  env: Record<string, string>,
  until = /Console running at http:\/\/\S+/,
): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-start-up-'));
  dirs.push(dataDir);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(HOST|PORT|DEMO_MODE|DEMO_ALLOW_NETWORK|SMTP_URL|MAIL_FROM|PUBLIC_ORIGIN|TRUST_PROXY)$/.test(key),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: '0',
      SCHEDULER_INTERVAL_MS: '0',
      RUNNER_STEP_MS: '600000',
      WEBHOOK_EGRESS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server neither exited nor started within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output) && child.exitCode === null) child.kill('SIGTERM');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('starting the server with unsafe settings', () => {
  it('DEMO_MODE=0 without SMTP_URL refuses to start: nobody could sign in', { timeout: 30_000 }, async () => {
    const { code, output } = await startServer({ DEMO_MODE: '0' });
    expect(code).not.toBe(0);
    expect(output).toContain('SMTP_URL');
    expect(output).not.toContain('Console running at');
  });

  it('DEMO_MODE=1 on HOST=0.0.0.0 refuses to start, naming HOST and DEMO_MODE', {
    timeout: 30_000,
  }, async () => {
    const { code, output } = await startServer({ DEMO_MODE: '1', HOST: '0.0.0.0' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/HOST: DEMO_MODE=1/);
    expect(output).toContain('DEMO_ALLOW_NETWORK=1');
    expect(output).not.toContain('Console running at');
  });

  it('DEMO_ALLOW_NETWORK=1 lets the demo bind 0.0.0.0, with a loud warning', {
    timeout: 30_000,
  }, async () => {
    const { output } = await startServer({
      DEMO_MODE: '1',
      HOST: '0.0.0.0',
      DEMO_ALLOW_NETWORK: '1',
      PUBLIC_ORIGIN: 'http://demo.console.example',
    });
    expect(output).toContain('Console running at');
    expect(output).toMatch(/WARNING: DEMO_MODE=1 on HOST=0\.0\.0\.0 \(DEMO_ALLOW_NETWORK=1\)/);
    expect(output).toContain('/api/dev/outbox');
  });
});
