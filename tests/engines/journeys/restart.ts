/**
 * The restart row of the fault matrix (TESTING.md "Faults"): while a destination's
 * "Sync Now" transfer runs, the server is killed with SIGKILL (a crash: no shutdown) and started again on
 * the same database. Meanwhile the page keeps what it showed under the offline banner (no blank screen;
 * run.ts checks for page errors after the journey); once the server is back the console recovers without
 * a reload: the banner goes, and the transfer shows the end state the restarted server gives it.
 */
import { type Driver, type Target, wire } from '../driver.ts';
import { check, type Journey, openFailedDestination, textsOf } from './common.ts';
import { bannerGone, bannerText } from './offline.ts';

/**
 * A slower transfer engine for this journey's server (a transfer is PENDING one step, RUNNING 2 to 6):
 * RUNNING for 8 s at least, time to see it and kill the server in the middle of it.
 */
const SLOW_STEP_MS = '4000';
/** The console probes an unreachable server every 5 s (offline/query-network.ts): two probes and a margin. */
const NOTICE_MS = 20_000;
/** Until the transfer runs: one step PENDING, the activity polled every 3 s, on a busy machine. */
const RUNNING_MS = 30_000;
const IN_FLIGHT = new Set(['PENDING', 'RUNNING']);

const activity: Target = { role: 'table', name: 'Activity' };
const firstRowLink: Target = { role: 'link', within: { css: 'tbody tr:first-child', within: activity } };

/** The first (newest) activity row: its link (the transfer's page) and its status. */
async function newestRow(page: Driver): Promise<{ href: string; status: string }> {
  const link = wire({ css: 'tbody tr:first-child a[href]', within: activity });
  const href = (await page.call<string | null>('attribute', link, 'href')) ?? '';
  const [status = ''] = await textsOf(page, {
    css: 'tbody tr:first-child td:nth-child(2)',
    within: activity,
  });
  return { href, status };
}

export const serverKilledDuringTransfer: Journey = {
  name: 'server killed (-9) during a transfer, restarted',
  async run({ page, server, note }) {
    // This journey's server: the same database, a slower transfer engine.
    await server.stop();
    await server.start({ RUNNER_STEP_MS: SLOW_STEP_MS });

    const name = await openFailedDestination(page);
    await page.click({
      role: 'link',
      name: 'Activity',
      within: { role: 'navigation', name: 'Destination tabs' },
    });
    await page.waitVisible(firstRowLink);
    const before = await newestRow(page);

    await page.click({ role: 'button', name: 'Sync Now' });
    const started = await page.waitFor(
      'the new transfer to show as RUNNING',
      async () => {
        const now = await newestRow(page);
        check(now.href !== before.href, 'no new row yet');
        check(now.status === 'RUNNING', `the new row is ${now.status}`);
        return now;
      },
      RUNNING_MS,
    );

    await server.kill();
    try {
      // What the page had stays, under the offline banner: no blank screen, no error in its place.
      await page.waitFor(
        'the offline banner once the server is gone',
        async () => check((await bannerText(page)) !== '', 'no banner'),
        NOTICE_MS,
      );
      await page.waitVisible({ role: 'heading', name, level: 1 });
      const kept = await newestRow(page);
      check(
        kept.href === started.href && kept.status === 'RUNNING',
        `the activity shows ${kept.status} ${kept.href}, not the running transfer it showed`,
      );
    } finally {
      await server.start();
    }

    // Back without a reload: the banner goes, and the transfer shows how the server ended it.
    await bannerGone(page, NOTICE_MS);
    const ended = await page.waitFor(
      'the transfer to show an end state',
      async () => {
        const now = await newestRow(page);
        check(now.href === started.href, `the newest row is ${now.href}, not ${started.href}`);
        check(!IN_FLIGHT.has(now.status) && /^[A-Z_]+$/.test(now.status), `it shows "${now.status}"`);
        return now;
      },
      NOTICE_MS,
    );
    await page.waitVisible({ role: 'heading', name, level: 1 });
    note(`the restarted server ended the transfer ${ended.status}`);
  },
};
