/**
 * The real server for the bench. Each organisation is seeded once (`seedData`: a server started on an
 * empty data directory seeds it, then stops), and every server of the run starts on a copy of that
 * directory (`startServer`). So two servers of one run hold the same seed byte for byte (the console and
 * an older release, `--against`), and none has seeded transfers still advancing while it is measured:
 * a restart ends what was in flight (ORPHANED), and scheduled syncs are off.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SCRATCH_DIR } from './scratch.ts';

/** The server's SEED_SCALE: the demo organisation ('default'), 5,000 destinations, 20,000. */
export type SeedScale = 'default' | 'large' | 'huge';

export interface SeededData {
  scale: SeedScale;
  /** A data directory holding the seeded database and its secrets key; never served itself. */
  dir: string;
  /** Seconds the server took to seed (from its own log line). */
  seedSeconds: number | null;
  remove: () => void;
}

export interface BenchServer {
  url: string;
  scale: SeedScale;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 300_000;
const SEEDED = /^Seeded \w+ demo data in ([\d.]+) s/;

interface Spawned {
  child: ChildProcess;
  /** The last lines of its output, for an error message. */
  tail: string[];
  seedSeconds: () => number | null;
  stop: () => Promise<void>;
}

function spawnServer(
  root: string,
  port: number,
  distDir: string,
  dataDir: string,
  scale: SeedScale,
): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SEED_SCALE: scale,
      DEMO_MODE: '1',
      // The demo's OpenID provider on any free port: two bench servers may run on neighbouring ports.
      DEMO_IDP_PORT: '0',
      SCHEDULER_INTERVAL_MS: '0',
      // A bench signs in once per server; the Lighthouse profile and the journeys' own sign-ins add a few.
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
  };
  return { child, tail, seedSeconds: () => seedSeconds, stop };
}

async function waitUntilReady(url: string, { child, tail, stop }: Spawned) {
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
  await stop();
  const cause = lastError instanceof Error ? ` (last: ${lastError.cause ?? lastError.message})` : '';
  throw new Error(
    `The server did not answer ${url}/config.json within ${READY_TIMEOUT_MS / 1000} s${cause}.`,
  );
}

/** Seeds one organisation into a data directory of its own (the server on `port` for the while). */
export async function seedData(
  root: string,
  port: number,
  distDir: string,
  scale: SeedScale,
): Promise<SeededData> {
  const dir = mkdtempSync(join(SCRATCH_DIR, `console-bench-seed-${scale}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const spawned = spawnServer(root, port, distDir, dir, scale);
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, spawned);
  } catch (error) {
    remove();
    throw error;
  } finally {
    // SIGTERM closes the database cleanly, so the directory can be copied as it is.
    await spawned.stop();
  }
  return { scale, dir, seedSeconds: spawned.seedSeconds(), remove };
}

/** The server on a fresh copy of `data`, serving `distDir` on 127.0.0.1:`port`. */
export async function startServer(
  root: string,
  port: number,
  distDir: string,
  data: SeededData,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(SCRATCH_DIR, `console-bench-${data.scale}-`));
  cpSync(data.dir, dataDir, { recursive: true });
  const spawned = spawnServer(root, port, distDir, dataDir, data.scale);
  const stop = async () => {
    await spawned.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, spawned);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, scale: data.scale, stop };
}
