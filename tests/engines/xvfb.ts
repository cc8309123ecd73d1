/**
 * A virtual X display of the run's own for WebKit's MiniBrowser (which has no headless mode): Debian's
 * Xvfb on the first free display from :90, stopped with the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const FIRST_DISPLAY = 90;
const LAST_DISPLAY = 199;
const START_TIMEOUT_MS = 10_000;
const SCREEN = '1600x1000x24';

export interface Xvfb {
  display: string;
  stop(): Promise<void>;
}

const taken = (n: number) => existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`);

export async function startXvfb(): Promise<Xvfb> {
  for (let n = FIRST_DISPLAY; n <= LAST_DISPLAY; n++) {
    if (taken(n)) continue;
    const child: ChildProcess = spawn('Xvfb', [`:${n}`, '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!existsSync(`/tmp/.X11-unix/X${n}`) && child.exitCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (child.exitCode !== null) continue; // another run took this display first
    if (!existsSync(`/tmp/.X11-unix/X${n}`)) {
      child.kill();
      throw new Error(`Xvfb :${n} did not start within ${START_TIMEOUT_MS} ms`);
    }
    return {
      display: `:${n}`,
      stop: async () => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      },
    };
  }
  throw new Error(`no free X display between :${FIRST_DISPLAY} and :${LAST_DISPLAY}`);
}
