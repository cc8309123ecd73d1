/**
 * Chromium through Playwright, as the other journeys run it (Debian's chromium, tests/support/chromium.ts):
 * the engine the console is built and tested in first, the reference for the other two.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../support/chromium.ts';
import type { EngineSession, Key } from '../driver.ts';
import type { LaunchOptions } from './launch.ts';

const KEYS: Record<Key, string> = { Escape: 'Escape', Enter: 'Enter', Tab: 'Tab', 'Control+K': 'Control+K' };

export async function launchChromium({ proxy, viewport, env }: LaunchOptions): Promise<EngineSession> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    env,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    // Playwright sends loopback through the proxy too unless told: the console is on 127.0.0.1.
    proxy: { server: `http://${proxy}`, bypass: '127.0.0.1,localhost,[::1]' },
  });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    engine: 'chromium',
    version: `chromium ${browser.version()}`,
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => page.url(),
    evaluateString: (expression) => page.evaluate(expression) as Promise<string | null>,
    addInitScript: async (script) => {
      await context.addInitScript(script);
    },
    mouseClick: (x, y) => page.mouse.click(x, y),
    screenshot: () => page.screenshot(),
    typeText: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(KEYS[key]),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    setOffline: (offline) => context.setOffline(offline),
    close: () => browser.close(),
  };
}
