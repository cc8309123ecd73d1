/**
 * A server of a journey's own (its own process, port, database and built app), for journeys that change
 * what is served (the update journey swaps the build under it), that stop or kill the server (the fault
 * matrix), and that must not disturb the shared webServer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 60_000;

export interface OwnServer {
  /** http://127.0.0.1:<port> of the process running now (a restart may listen on another port). */
  readonly url: string;
  /** Kills the process with `signal` (SIGKILL: no shutdown of any kind) and waits until it is gone. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the server again on the same database (DATA_DIR), as an operator restarting it would. */
  restart: () => Promise<void>;
  /** Stops the process and removes its database. */
  stop: () => Promise<void>;
  /** Its DATA_DIR (the database, its WAL, the secrets key). */
  readonly dataDir: string;
  /** Everything its processes have printed so far, stdout and stderr. */
  log: () => string;
}

/** Starts `server/main.ts` in `dataDir`; resolves with its URL once it listens. */
async function launch(
  distDir: string,
  dataDir: string,
  env: Record<string, string>,
  print: (chunk: Buffer) => void,
): Promise<{ child: ChildProcess; url: string }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0', // the OS picks; the server prints the URL it listens on
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DEMO_MODE: '1',
      SCHEDULER_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start in time')), START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = output.match(/Console running at (http:\/\/\S+)/);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      };
      for (const stream of [child.stdout, child.stderr]) {
        stream?.on('data', read);
        stream?.on('data', print);
      }
      child.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
    });
    return { child, url };
  } catch (error) {
    await end(child, 'SIGTERM');
    throw new Error(`Own server for ${distDir}: ${(error as Error).message}\n${output}`);
  }
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/**
 * Starts `server/main.ts` on a free port serving `distDir`, with demo data in a fresh DATA_DIR; `env`
 * adds to or overrides its environment.
 */
export async function startOwnServer(distDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-own-server-'));
  let printed = '';
  const print = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  let running: { child: ChildProcess; url: string };
  try {
    running = await launch(distDir, dataDir, env, print);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    get url() {
      return running.url;
    },
    kill: (signal = 'SIGKILL') => end(running.child, signal),
    async restart() {
      await end(running.child, 'SIGTERM');
      running = await launch(distDir, dataDir, env, print);
    },
    async stop() {
      await end(running.child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
    log: () => printed,
  };
}
