/**
 * The real server of one engine run (tests/support/start-server.ts: demo data, no scheduled syncs): on a
 * port of the run's own, stopped and started again on the same database by the offline journey, so the
 * session and the data survive the restart as they do for a person whose server comes back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

interface OutboxMessage {
  to: string;
  code: string;
}

export class JourneyServer {
  readonly origin: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'console-engines-'));
  private child: ChildProcess | null = null;
  private readonly log: WriteStream;

  constructor(
    readonly port: number,
    logFile: string,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get running(): boolean {
    return this.child !== null;
  }

  /**
   * Starts the server and waits until it answers (its first start seeds the demo data). `env` adds to
   * its environment for this start only (RUNNER_STEP_MS: a slower transfer engine).
   */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/start-server.ts'], {
      env: { ...process.env, ...env, PORT: String(this.port), E2E_DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the server exited (code ${code}); see its log`))),
    );
    const deadline = Date.now() + START_TIMEOUT_MS;
    const answers = async () => {
      for (;;) {
        try {
          if ((await fetch(`${this.origin}/config.json`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    try {
      await Promise.race([answers(), exited]);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops the server (SIGTERM, then SIGKILL if it lingers); its database stays for the next start. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Kills the server with SIGKILL, as a crash or the kernel's OOM killer would: no shutdown, no last
   * write, whatever it was doing left as it was in its database.
   */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops the server and removes its database. */
  async dispose(): Promise<void> {
    await this.stop();
    this.log.end();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The one-time codes the demo server "sent" to this address, oldest first (its /api/dev/outbox). */
  async codesFor(to: string): Promise<string[]> {
    const res = await fetch(`${this.origin}/api/dev/outbox`);
    if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
    const body = (await res.json()) as { data: { messages: OutboxMessage[] } };
    return body.data.messages.filter((m) => m.to === to).map((m) => m.code);
  }
}
