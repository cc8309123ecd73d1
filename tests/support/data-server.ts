/**
 * A server of a journey's own whose database the journey can also reach: for states the API never
 * writes but other servers (the public API) hand the console, such as a destination's
 * `enabled_models: []`, and for a runner slow enough that a job stays PENDING while a person acts on it.
 * Its own process, port and fresh demo DATA_DIR, so the shared webServer is left as it was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../server/secrets/data-files.ts';
import { freePort } from './free-port.ts';

const START_TIMEOUT_MS = 90_000;

export interface DataServer {
  url: string;
  /** Writes a destination's enabled_models as stored, bypassing the API's own rules. */
  setEnabledModels: (destinationId: string, models: string[]) => void;
  stop: () => Promise<void>;
}

export async function startDataServer(options: { runnerStepMs: number }): Promise<DataServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-data-server-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DIST_DIR: resolve(process.env.DIST_DIR ?? 'dist'),
      DEMO_MODE: '1',
      // The demo's OpenID provider on any free port, not PORT + 1 (another server's, in CI).
      DEMO_IDP_PORT: '0',
      SCHEDULER_INTERVAL_MS: '0',
      RUNNER_STEP_MS: String(options.runnerStepMs),
      CODE_REQUESTS_PER_EMAIL: '100',
      CODE_REQUESTS_PER_ADDRESS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  let url: string;
  try {
    url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('the server did not start in time')), START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = output.match(/Console running at (http:\/\/\S+)/);
        if (found?.[1]) {
          clearTimeout(timer);
          done(found[1]);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => fail(new Error(`the server exited (code ${code})`)));
    });
  } catch (error) {
    await stop();
    throw new Error(`Data server: ${(error as Error).message}\n${output}`);
  }
  const setEnabledModels = (destinationId: string, models: string[]) => {
    // WAL lets this second connection write while the server holds the file; it waits if busy.
    const db = new Database(join(dataDir, DATABASE_FILE));
    try {
      db.pragma('busy_timeout = 5000');
      const { changes } = db
        .prepare('UPDATE destinations SET enabled_models = ? WHERE id = ?')
        .run(JSON.stringify(models), destinationId);
      if (changes !== 1) throw new Error(`No destination ${destinationId} to set enabled_models on`);
    } finally {
      db.close();
    }
  };
  return { url, setEnabledModels, stop };
}
