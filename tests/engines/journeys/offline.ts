/**
 * Offline when the server is stopped: a reload is served by the service worker and the snapshot, under
 * the offline banner with the data's age; when the server returns the console notices by itself.
 */
import type { Driver } from '../driver.ts';
import { alertRows, check, type Journey, overviewLoaded, textsOf } from './common.ts';

const OFFLINE_BANNER =
  /^You are offline\. Showing data as of (\w{3} \d{1,2}, )?\d{2}:\d{2} — changes are disabled\.$/;
const DATA_AGE = /^Data as of (\w{3} \d{1,2}, )?\d{2}:\d{2}$/;
/** The console probes an unreachable server every 5 s (offline/query-network.ts): two probes and a margin. */
const BACK_ONLINE_MS = 20_000;

/** How many "Data as of 14:02" lines the main region shows (data not fresh from the network). */
const dataAges = async (page: Driver) =>
  (await textsOf(page, { css: 'main p, main span, main div' })).filter((t) => DATA_AGE.test(t)).length;

/** The offline line above every screen, or '' when there is none. */
export const bannerText = async (page: Driver) =>
  (await textsOf(page, { role: 'status' })).find((t) => t.startsWith('You are offline')) ?? '';

/** Waits for the offline banner to go by itself once the server answers again (no reload). */
export const bannerGone = (page: Driver, timeoutMs = BACK_ONLINE_MS) =>
  page.waitFor(
    'the offline banner to go once the server is back',
    async () => {
      const text = await bannerText(page);
      check(text === '', `the banner still says "${text}"`);
    },
    timeoutMs,
  );

export const offline: Journey = {
  name: 'offline when the server stops, back when it returns',
  async run({ page, server }) {
    await overviewLoaded(page);
    await page.waitFor('the service worker to control the page', async () => {
      check(
        await page.evaluate<boolean>(
          'navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)',
        ),
        'no controller yet',
      );
    });
    await page.waitFor("the overview's rows to be saved on this device", async () => {
      const saved = await page.call<string[]>('savedHashes', 'prod');
      check(
        saved.some((hash) => hash.includes('"destinations","overview"]')),
        `${saved.length} queries saved`,
      );
    });

    await server.stop();
    try {
      // A reload with no server: the service worker serves the app, the snapshot the data.
      await page.reload();
      await page.waitVisible({ role: 'heading', name: 'Overview', level: 1 });
      await page.waitVisible(alertRows);
      await page.waitFor('the offline banner', async () => {
        const text = await bannerText(page);
        check(OFFLINE_BANNER.test(text), `the banner says "${text}"`);
      });
      check((await dataAges(page)) > 0, 'no "Data as of …" on the page');
    } finally {
      await server.start();
    }
    // Back: the console notices by itself, without a reload.
    await bannerGone(page);
    // …and the screen's data is fresh again: no age shown.
    await page.waitFor('the overview to refresh', async () => {
      check((await dataAges(page)) === 0, '"Data as of …" still shown');
    });
    await page.click({ role: 'link', name: /^Successes/ });
    await page.waitVisible({ css: 'tbody tr', within: { role: 'table', name: 'Successes' } });

    // Where the engine has an offline mode, the browser's own signal is followed too.
    if (page.canGoOffline) {
      await page.setOffline(true);
      try {
        await page.waitFor('the banner when the browser goes offline', async () => {
          check((await bannerText(page)) !== '', 'no banner');
        });
      } finally {
        await page.setOffline(false);
      }
      await page.waitFor('the banner to go when the browser is back online', async () => {
        check((await bannerText(page)) === '', 'still there');
      });
    }
  },
};
