/**
 * WebKit (the engine of Safari) as Debian's WebKitGTK ships it: WebKitWebDriver driving MiniBrowser in
 * automation mode on an X display of the run's own (xvfb.ts), through webdriverio's WebDriver classic
 * commands (WebKit has no WebDriver BiDi). Without BiDi there is no init script, no console log and no
 * offline mode: page-lib.js is installed on first use after each navigation, so an error thrown before
 * that is not seen, and the journeys go offline by stopping the server.
 *
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK stylesheet of the run's own
 * (XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks its widgets so the page can be 390 px wide like a phone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import type { EngineSession, Key } from '../driver.ts';
import { startXvfb } from '../xvfb.ts';
import type { LaunchOptions } from './launch.ts';

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_START_TIMEOUT_MS = 15_000;

/** Every GTK widget of the window (not the page) without minimum size, padding or text to hold it wide. */
const GTK_CSS =
  'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

/** WebDriver's key codes (WebDriver §17.4.2). */
const KEY_CODES = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004', Control: '\uE009' } as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });

async function waitForDriver(port: number, driver: ChildProcess) {
  const deadline = Date.now() + DRIVER_START_TIMEOUT_MS;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (code ${driver.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not answer within ${DRIVER_START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit({ proxy, viewport, env, workDir }: LaunchOptions): Promise<EngineSession> {
  const xvfb = await startXvfb();
  const config = join(workDir, 'config');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const log = createWriteStream(join(workDir, 'webkitwebdriver.log'));
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: {
      ...env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      XDG_DATA_HOME: join(workDir, 'data'),
      XDG_CACHE_HOME: join(workDir, 'cache'),
      // Without a GPU, WebKitGTK's DMA-BUF renderer draws nothing on Xvfb (screenshots are black) and
      // stalls CSS animations, so every dialog's exit animation would hang: not what a person's Safari does.
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  driverProcess.stdout?.pipe(log);
  driverProcess.stderr?.pipe(log);
  const stopAll = async () => {
    if (driverProcess.exitCode === null) {
      const exited = new Promise((resolve) => driverProcess.once('exit', resolve));
      driverProcess.kill();
      await exited;
    }
    await xvfb.stop();
  };

  try {
    await waitForDriver(port, driverProcess);
    // WebKitGTK's own capability (not in webdriverio's types): which browser to start, and how.
    const capabilities = {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks WebDriver classic only; do not ask for a BiDi socket.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: [
          '--automation',
          `--proxy=http://${proxy}`,
          // One host per flag (a comma-separated list is taken as one name).
          ...['127.0.0.1', 'localhost', '::1'].map((host) => `--ignore-host=${host}`),
        ],
      },
    };
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      connectionRetryCount: 0,
      capabilities,
    });
    const caps = browser.capabilities as { browserName?: string; browserVersion?: string };

    const pointerClick = (x: number, y: number) =>
      browser.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
    const keys = (values: { type: 'keyDown' | 'keyUp'; value: string }[]) =>
      browser.performActions([{ type: 'key', id: 'keyboard', actions: values }]);
    const tap = (value: string) => [
      { type: 'keyDown' as const, value },
      { type: 'keyUp' as const, value },
    ];
    const keySequences: Record<Key, { type: 'keyDown' | 'keyUp'; value: string }[]> = {
      Escape: tap(KEY_CODES.Escape),
      Enter: tap(KEY_CODES.Enter),
      Tab: tap(KEY_CODES.Tab),
      'Control+K': [
        { type: 'keyDown', value: KEY_CODES.Control },
        ...tap('k'),
        { type: 'keyUp', value: KEY_CODES.Control },
      ],
    };
    const evaluateString = (expression: string) =>
      browser.executeScript(`return ${expression};`, []) as Promise<string | null>;

    const setViewport = async (width: number, height: number) => {
      // The window holds the toolbar too: size it so that its inside is what the page sees.
      const read = async () =>
        JSON.parse((await evaluateString('JSON.stringify([innerWidth, innerHeight])')) ?? '[0,0]') as [
          number,
          number,
        ];
      const rect = await browser.getWindowRect();
      const [innerWidth, innerHeight] = await read();
      await browser.setWindowRect(
        null,
        null,
        width + rect.width - innerWidth,
        height + rect.height - innerHeight,
      );
      const [w, h] = await read();
      if (w !== width || h !== height)
        throw new Error(
          `MiniBrowser's page is ${w}×${h}, not ${width}×${height} (its window refused the size)`,
        );
    };

    await setViewport(viewport.width, viewport.height);
    return {
      engine: 'webkit',
      version: `${caps.browserName ?? 'MiniBrowser'} (WebKitGTK ${caps.browserVersion ?? '?'})`,
      goto: async (url) => {
        await browser.navigateTo(url);
      },
      reload: async () => {
        await browser.refresh();
      },
      url: () => browser.getUrl(),
      evaluateString,
      mouseClick: async (x, y) => {
        await pointerClick(x, y);
        await browser.releaseActions();
      },
      screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
      typeText: async (text) => {
        await keys([...text].flatMap(tap));
        await browser.releaseActions();
      },
      press: async (key) => {
        await keys(keySequences[key]);
        await browser.releaseActions();
      },
      setViewport,
      close: async () => {
        try {
          await browser.deleteSession();
        } finally {
          await stopAll();
        }
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
