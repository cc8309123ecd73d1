/**
 * Warm offline time-to-content: after one online visit of /overview and of a destination page (each
 * saved in the snapshot), the browser goes offline and each page is loaded again and again, at CPU ×1 and
 * ×4; each run is the time from navigation start to the page's content mark. Then, offline too, the
 * command palette: from Ctrl+K to its first result for part of a destination's name (palette.ts).
 */
import type { Page } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';
import type { MetricResult } from '../report.ts';
import { type Session, signedInContext } from '../session.ts';
import { waitForServiceWorker, waitUntilSaved } from '../snapshot.ts';
import { paletteRuns } from './palette.ts';

const RATES = [1, 4] as const;

interface Target {
  key: 'overview' | 'destination';
  path: string;
  mark: string;
  /** A fragment of a query hash the page's data is saved under ("" when the page saves nothing new). */
  saved: string;
}

/** Each run loads the page anew and reads its mark; one unmeasured load first. */
async function loads(page: Page, target: Target, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await page.goto(target.path, { waitUntil: 'commit' });
    const time = await markTime(page, target.mark);
    if (i > 0) times.push(time);
  }
  return times;
}

export async function measureOffline(
  session: Session,
  destination: { id: string; name: string },
): Promise<MetricResult[]> {
  const targets: Target[] = [
    { key: 'overview', path: '/overview', mark: MARKS.overviewRows, saved: '"destinations"' },
    {
      key: 'destination',
      path: `/destinations/${destination.id}`,
      mark: MARKS.destinationGeneral,
      // Its data may be saved under its own query or within a list the overview saved.
      saved: '',
    },
  ];
  const context = await signedInContext(session);
  try {
    const page = await context.newPage();
    // The one online visit: each page shows its content and is saved on the device.
    const errors = new Map<string, string>();
    for (const target of targets) {
      try {
        await page.goto(target.path);
        await markTime(page, target.mark);
        await waitForServiceWorker(page);
        await waitUntilSaved(page, target.saved);
      } catch (error) {
        errors.set(target.key, `online visit: ${error instanceof Error ? error.message : error}`);
      }
    }

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const results: MetricResult[] = [];
    for (const rate of RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const target of targets) {
        const id = `offline-${target.key}-x${rate}`;
        const known = errors.get(target.key);
        if (known) {
          results.push({ id, runs: [], error: known });
          continue;
        }
        try {
          results.push({ id, runs: await loads(page, target, session.runs) });
        } catch (error) {
          results.push({ id, runs: [], error: error instanceof Error ? error.message : String(error) });
        }
      }
      const id = `offline-palette-x${rate}`;
      try {
        results.push({ id, runs: await paletteRuns(page, destination.name, session.runs) });
      } catch (error) {
        results.push({ id, runs: [], error: error instanceof Error ? error.message : String(error) });
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return results;
  } finally {
    await context.close();
  }
}
