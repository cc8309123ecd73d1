/**
 * Row click → the destination's content, online and warm, against the floor's own click: the console's
 * /destinations list (its route code loaded by one click first) and the floor's first page of the
 * overview (bench/floor/), each in its own tab, clicked in alternated pairs; each run is from the click
 * event's timestamp to the destination's content mark, which must name the destination clicked.
 */
import type { Locator, Page } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';
import { alternated } from '../pairs.ts';
import type { MetricResult } from '../results.ts';
import { FLOOR_PAGE } from '../screens.ts';
import { type Session, signedInContext } from '../session.ts';

declare global {
  interface Window {
    __benchClickAt?: number;
  }
}

/** Clicks the first link of `row` and times it to the destination's mark. */
async function click(page: Page, row: Locator): Promise<number> {
  await page.bringToFront();
  const link = row.getByRole('link').first();
  await link.waitFor();
  await page.evaluate((mark) => {
    performance.clearMarks(mark);
    window.__benchClickAt = undefined;
    document.addEventListener('click', (e) => (window.__benchClickAt = e.timeStamp), {
      capture: true,
      once: true,
    });
  }, MARKS.destinationGeneral);
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  const shown = await markTime(page, MARKS.destinationGeneral);
  const { clicked, detail } = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark, 'mark')[0] as PerformanceMark;
    return { clicked: window.__benchClickAt, detail: entry.detail as { destinationId?: string } | null };
  }, MARKS.destinationGeneral);
  if (clicked === undefined) throw new Error(`The click on ${href} was not seen.`);
  const id = detail?.destinationId;
  if (id && !decodeURIComponent(href).includes(id)) {
    throw new Error(`Clicked ${href} but '${MARKS.destinationGeneral}' was made for ${id}.`);
  }
  await page.goBack();
  return shown - clicked;
}

export async function measureRowClick(session: Session, pairs: number): Promise<MetricResult[]> {
  const id = 'row-click';
  const context = await signedInContext(session);
  try {
    const consolePage = await context.newPage();
    await consolePage.goto('/destinations');
    const consoleRows = consolePage
      .getByRole('table', { name: 'Destinations', exact: true })
      .getByRole('row');
    const floorPage = await context.newPage();
    await floorPage.goto(`${FLOOR_PAGE}#overview/network`);
    const floorRows = floorPage.getByRole('table').getByRole('row');
    await floorRows.nth(1).waitFor();
    // Row 0 is the header; the console opens a new destination each time, the floor cycles its rows.
    const floorCount = (await floorRows.count()) - 1;
    let consoleNext = 1;
    let floorNext = 0;
    const result = await alternated(
      pairs,
      () => click(consolePage, consoleRows.nth(consoleNext++)),
      () => click(floorPage, floorRows.nth(1 + (floorNext++ % floorCount))),
    );
    return [{ id, ...result }];
  } catch (error) {
    return [{ id, error: error instanceof Error ? error.message : String(error) }];
  } finally {
    await context.close();
  }
}
