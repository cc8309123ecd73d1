/**
 * Row click → General tab, online with a warm cache: the app is loaded and one destination was opened
 * before (its route code is loaded); each run goes back to /destinations, clicks the next row and times
 * from the click event to the destination page's content mark.
 */
import { MARKS, markTime } from '../marks.ts';
import type { MetricResult } from '../report.ts';
import { type Session, signedInContext } from '../session.ts';

declare global {
  interface Window {
    __benchClickAt?: number;
  }
}

export async function measureRowClick(session: Session): Promise<MetricResult[]> {
  const context = await signedInContext(session);
  const id = 'row-click-general';
  try {
    const page = await context.newPage();
    await page.goto('/destinations');
    const rows = page.getByRole('table', { name: 'Destinations', exact: true }).getByRole('row');
    const runs: number[] = [];
    // Row 1 (the first data row) warms the destination route up; rows 2.. are measured.
    for (let i = 1; i <= session.runs + 1; i++) {
      if (i > 1) await page.goBack();
      const link = rows.nth(i).getByRole('link').first();
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
      if (clicked === undefined) throw new Error('The click on the destination row was not seen.');
      // The mark may name the destination it was made for: it must be the one clicked.
      if (detail?.destinationId && !href.endsWith(`/${detail.destinationId}`)) {
        throw new Error(
          `Clicked ${href} but '${MARKS.destinationGeneral}' was made for ${detail.destinationId}.`,
        );
      }
      if (i > 1) runs.push(shown - clicked);
    }
    return [{ id, runs }];
  } catch (error) {
    return [{ id, runs: [], error: error instanceof Error ? error.message : String(error) }];
  } finally {
    await context.close();
  }
}
