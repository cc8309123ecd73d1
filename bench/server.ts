/**
 * The real server on a fresh large organisation (5,000 destinations, 200,000 transfers), or on the demo
 * organisation of `npm start` (scale 'default'), serving the bench build. Scheduled syncs are off so
 * background transfers do not compete with the measurements.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The server's SEED_SCALE: 'large' (the bench's organisation) or 'default' (the demo seed). */
export type SeedScale = 'large' | 'default';

export interface BenchServer {
  url: string;
  /** Seconds the server took to seed its organisation (from its own log line). */
  seedSeconds: number | null;
  /** Seconds from spawn until /config.json answered. */
  readySeconds: number;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 300_000;
const SEEDED = /^Seeded \w+ demo data in ([\d.]+) s/;

export async function startServer(
  root: string,
  port: number,
  distDir: string,
  scale: SeedScale = 'large',
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SEED_SCALE: scale,
      DEMO_MODE: '1',
      SCHEDULER_INTERVAL_MS: '0',
      // A bench signs in once per measured load, far more often than a person asks for codes.
      CODE_REQUESTS_PER_EMAIL: '1000',
      CODE_REQUESTS_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs every transfer event: keep only the seeding line and a tail for error messages.
  let seedSeconds: number | null = null;
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      const seeded = SEEDED.exec(line);
      if (seeded) seedSeconds = Number(seeded[1]);
      tail.push(line);
      if (tail.length > 20) tail.shift();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, seedSeconds, readySeconds: (performance.now() - started) / 1000, stop };
}

async function waitUntilReady(url: string, child: ChildProcess, tail: string[]) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}):\n${tail.join('\n')}`);
    }
    try {
      if ((await fetch(`${url}/config.json`)).ok) return;
    } catch (error) {
      lastError = error; // not listening yet (or refused: the cause is in the final message)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const cause = lastError instanceof Error ? ` (last: ${lastError.cause ?? lastError.message})` : '';
  throw new Error(
    `The server did not answer ${url}/config.json within ${READY_TIMEOUT_MS / 1000} s${cause}.`,
  );
}
