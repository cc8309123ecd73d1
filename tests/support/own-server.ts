/**
 * A server of a journey's own (its own process, port, database and built app), for journeys that change
 * what is served (the update journey swaps the build under it) and must not disturb the shared webServer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 60_000;

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `server/main.ts` on a free port serving `distDir`, with demo data in a fresh DATA_DIR; `env`
 * adds to or overrides its environment.
 */
export async function startOwnServer(distDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-own-server-'));
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
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
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw new Error(`Own server for ${distDir}: ${(error as Error).message}\n${output}`);
  }
}
