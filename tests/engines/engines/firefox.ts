/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi: no geckodriver, nothing downloaded.
 * Every connection but loopback goes to the egress sink (network.proxy.*), and the preferences that make
 * Firefox call home at start are off.
 */
import puppeteer, { type KeyInput } from 'puppeteer-core';
import type { EngineSession, Key } from '../driver.ts';
import type { LaunchOptions } from './launch.ts';

/** How long a restarted navigation may take to arrive. */
const RESTARTED_NAVIGATION_MS = 15_000;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox({ proxy, viewport, env }: LaunchOptions): Promise<EngineSession> {
  const [host, port] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: viewport,
    // Release builds ignore a remote settings server of one's own unless this is set (below).
    env: { ...env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.share_proxy_settings': true,
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': false,
      'network.dns.disablePrefetch': true,
      'network.prefetch-next': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'app.update.enabled': false,
      'browser.safebrowsing.downloads.remote.enabled': false,
      'datareporting.healthreport.uploadEnabled': false,
      'toolkit.telemetry.enabled': false,
      // Remote settings: the remote agent's own value (a data: URI) makes Firefox's Rust client fall back
      // to Mozilla's server, which it called hundreds of times a run (stopped at the proxy). A dead port
      // of this machine instead: refused at once, nothing is attempted elsewhere.
      'services.settings.server': 'http://127.0.0.1:9/v1',
    },
  });
  const [page = await browser.newPage()] = await browser.pages();
  // The default viewport applies to new pages only; the first one keeps the window's size otherwise.
  await page.setViewport(viewport);
  /**
   * A navigation Firefox restarts (while the service worker first takes control of the page, or serves
   * it offline) is reported over BiDi as aborted (NS_BINDING_ABORTED), though the page goes on loading:
   * wait for it to arrive, in a new document (the one left behind is marked; a reload stays at its URL).
   * No journey navigates right after a reload served offline: Firefox then at times reloads the page
   * being left instead (TESTING.md "Engines").
   */
  const restartable = async (navigate: () => Promise<unknown>, url: string): Promise<void> => {
    await page.evaluate('window.__enginesLeftBehind = true').catch(() => undefined);
    try {
      await navigate();
    } catch (error) {
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      const deadline = Date.now() + RESTARTED_NAVIGATION_MS;
      for (;;) {
        const [fresh, href, ready] = await page
          .evaluate('JSON.stringify([!window.__enginesLeftBehind, location.href, document.readyState])')
          .then((json) => JSON.parse(String(json)) as [boolean, string, string])
          .catch(() => [false, '', ''] as const);
        if (fresh && ready === 'complete' && href === url) return;
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const press = async (key: Key) => {
    if (key !== 'Control+K') return page.keyboard.press(key as KeyInput);
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
  };
  return {
    engine: 'firefox',
    version: await browser.version(),
    goto: (url) => restartable(() => page.goto(url), url),
    reload: () => restartable(() => page.reload(), page.url()),
    url: async () => page.url(),
    evaluateString: (expression) => page.evaluate(expression) as Promise<string | null>,
    addInitScript: async (script) => {
      await page.evaluateOnNewDocument(script);
    },
    mouseClick: (x, y) => page.mouse.click(x, y),
    screenshot: async () => Buffer.from(await page.screenshot()),
    typeText: (text) => page.keyboard.type(text),
    press,
    setViewport: (width, height) => page.setViewport({ width, height }),
    setOffline: (offline) => page.setOfflineMode(offline),
    close: () => browser.close(),
  };
}
