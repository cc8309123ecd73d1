/**
 * The overview on a phone: at 390 px each Alerts row is stacked into one block, so
 * the on-call person reads the name, the status and when it was last tried without scrolling sideways,
 * and taps the row to open the destination. It is still the same table for screen readers (SPEC.md §2.3
 * column headers, in Chromium's own accessibility tree) and axe finds nothing serious; at 1440 px the
 * table is laid out in columns as before.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// SPEC.md §2.3.
const ALERT_COLUMNS = [
  'Destination Name',
  'Vendor',
  'Last Sync Status',
  'Last Sync Attempt',
  'Last Successful Sync',
];
const SUCCESS_COLUMNS = ['Destination Name', 'Vendor', 'Status', 'Rows Transferred', 'Last Successful Sync'];

const alertsTable = (page: Page) => page.getByRole('table', { name: 'Alerts', exact: true });
const successesTable = (page: Page) => page.getByRole('table', { name: 'Successes', exact: true });

/** The table once every page of destinations is in (the footer's count shows only then). */
async function complete(table: Locator) {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tfoot')).toBeVisible();
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface RowFacts {
  name: string;
  links: number;
  /** The name's link, the status badge and the two time cells. */
  parts: Record<'name' | 'status' | 'attempt' | 'success', Box>;
  status: string;
  attempt: string;
  /** The stacked labels drawn in front of the two time cells (their data-label), and whether drawn. */
  labels: [string | null, string | null];
  labelsDrawn: boolean;
  /** A cell whose content is wider than the cell itself (it would be cut off or scroll). */
  overflowing: boolean;
}

/** Where each part of every Alerts row is drawn, read in one go in the page. */
function alertRows(table: Locator): Promise<RowFacts[]> {
  return table.evaluate((t) => {
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return { left: r?.left ?? -1, right: r?.right ?? -1, top: r?.top ?? -1, bottom: r?.bottom ?? -1 };
    };
    const drawn = (td: Element | undefined) => {
      const content = td ? getComputedStyle(td, '::before').content : 'none';
      return content !== 'none' && content !== 'normal';
    };
    return [...t.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const [, , status, attempt, success] = cells;
      const link = tr.querySelector('a[href]');
      return {
        name: link?.textContent?.trim() ?? '',
        links: tr.querySelectorAll('a[href]').length,
        parts: {
          name: box(link),
          status: box(status?.firstElementChild),
          attempt: box(attempt),
          success: box(success),
        },
        status: status?.textContent?.trim() ?? '',
        attempt: attempt?.textContent?.trim() ?? '',
        labels: [attempt?.getAttribute('data-label') ?? null, success?.getAttribute('data-label') ?? null],
        labelsDrawn: drawn(attempt) && drawn(success),
        overflowing: cells.some((td) => td.scrollWidth > td.clientWidth + 1),
      };
    });
  });
}

/** The page and the table's own scrolling box: how far each could scroll sideways. */
function sidewaysScroll(table: Locator) {
  return table.evaluate((t) => {
    const box = t.closest('section');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: box ? box.scrollWidth - box.clientWidth : Number.NaN,
    };
  });
}

interface AxNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  childIds?: string[];
}

/**
 * What Chromium itself tells a screen reader about a table (not Playwright's reading of the DOM): its
 * column header names and how many rows it has, found under the table node of that name.
 */
async function chromiumTable(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const table = nodes.find((n) => n.role?.value === 'table' && n.name?.value === name);
    const headers: string[] = [];
    let rows = 0;
    const walk = (node: AxNode | undefined) => {
      if (!node) return;
      if (node.role?.value === 'columnheader') headers.push(node.name?.value ?? '');
      if (node.role?.value === 'row') rows++;
      for (const id of node.childIds ?? []) walk(byId.get(id));
    };
    walk(table);
    return { found: table !== undefined, headers, rows };
  } finally {
    await cdp.detach();
  }
}

signInOncePerFile();

test.describe('overview on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('/overview');
  });

  test('every alert row shows its name, status and last attempt on screen, stacked, without sideways scrolling', async ({
    page,
  }, testInfo) => {
    const table = alertsTable(page);
    await complete(table);
    const rows = await alertRows(table);
    expect(rows.length).toBeGreaterThan(0);
    const width = PHONE.width;
    const within = (b: Box) => b.left >= 0 && b.right <= width && b.bottom > b.top;

    for (const row of rows) {
      const what = `row "${row.name}"`;
      expect.soft(row.name, 'each row is named').not.toBe('');
      expect.soft(row.links, `${what}: one link`).toBe(1);
      expect
        .soft(within(row.parts.name), `${what}: name on screen ${JSON.stringify(row.parts.name)}`)
        .toBe(true);
      expect
        .soft(within(row.parts.status), `${what}: status on screen ${JSON.stringify(row.parts.status)}`)
        .toBe(true);
      expect
        .soft(
          within(row.parts.attempt),
          `${what}: last attempt on screen ${JSON.stringify(row.parts.attempt)}`,
        )
        .toBe(true);
      expect
        .soft(
          within(row.parts.success),
          `${what}: last success on screen ${JSON.stringify(row.parts.success)}`,
        )
        .toBe(true);
      // The status in words (never by colour alone), a late alert's lateness after it (on-call-late-note),
      // and when it was last tried, with their labels.
      expect
        .soft(row.status, `${what}: status text`)
        .toMatch(/^[A-Z_]+(?:late by \d+ (?:minute|hour|day)s?)?$/);
      expect.soft(row.status, `${what}: status text`).not.toBe('SUCCESS');
      expect.soft(row.attempt, `${what}: last attempt`).not.toBe('');
      expect.soft(row.labels, `${what}: labels`).toEqual(['Last attempt', 'Last success']);
      expect.soft(row.labelsDrawn, `${what}: labels drawn`).toBe(true);
      expect.soft(row.overflowing, `${what}: a cell overflows`).toBe(false);
      // Stacked: the status is under the name, the last attempt under the status, the last success last.
      expect
        .soft(row.parts.status.top, `${what}: status under the name`)
        .toBeGreaterThanOrEqual(row.parts.name.bottom - 1);
      expect
        .soft(row.parts.attempt.top, `${what}: last attempt under the status`)
        .toBeGreaterThanOrEqual(row.parts.status.bottom - 1);
      expect
        .soft(row.parts.success.top, `${what}: last success under the attempt`)
        .toBeGreaterThanOrEqual(row.parts.attempt.bottom - 1);
    }
    expect(await sidewaysScroll(table)).toEqual({ page: 0, table: 0 });
    await testInfo.attach('alerts at 390 px', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('tapping an alert row outside its link opens the destination', async ({ page }) => {
    const table = alertsTable(page);
    await complete(table);
    const row = table.locator('tbody tr').first();
    const link = row.getByRole('link');
    await expect(link).toHaveCount(1);
    const name = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/destinations\/[^/]+$/);
    // The finger lands on the last attempt, away from the name's link: the whole row opens it.
    await row.locator('td').nth(3).tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test('the stacked table is still a table with the SPEC column headers, and axe passes', async ({
    page,
  }) => {
    const table = alertsTable(page);
    await complete(table);
    const count = await table.locator('tbody tr').count();
    await expect(table.getByRole('columnheader')).toHaveText(ALERT_COLUMNS);
    // Chromium's accessibility tree, with the CSS of the stacked rows applied: a table named Alerts,
    // its five column headers and a row per alert plus the header row and the footer row.
    const tree = await chromiumTable(page, 'Alerts');
    expect(tree.found).toBe(true);
    expect(tree.headers).toEqual(ALERT_COLUMNS);
    expect(tree.rows).toBe(count + 2);

    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const alertsFound = await seriousViolations(page);
    expect.soft(alertsFound, alertsFound.join('\n')).toEqual([]);

    await page.getByRole('link', { name: 'Successes' }).click();
    await complete(successesTable(page));
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const successesFound = await seriousViolations(page);
    expect.soft(successesFound, successesFound.join('\n')).toEqual([]);
  });

  test('Successes rows are stacked too: name, status, rows and last success on screen', async ({ page }) => {
    await page.getByRole('link', { name: 'Successes' }).click();
    const table = successesTable(page);
    await complete(table);
    await expect(table.getByRole('columnheader')).toHaveText(SUCCESS_COLUMNS);
    const offscreen = await table.evaluate((t, width) => {
      const out: string[] = [];
      for (const tr of t.querySelectorAll('tbody tr')) {
        const name = tr.querySelector('a[href]')?.textContent ?? '?';
        for (const td of tr.querySelectorAll('td')) {
          const r = td.getBoundingClientRect();
          if (r.left < 0 || r.right > width || td.scrollWidth > td.clientWidth + 1) out.push(name);
        }
        const labels = [...tr.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
        if (labels.join() !== ',,,Rows transferred,Last success') out.push(`${name}: labels ${labels}`);
      }
      return out;
    }, PHONE.width);
    expect(offscreen).toEqual([]);
    expect(await sidewaysScroll(table)).toEqual({ page: 0, table: 0 });
  });
});

test.describe('overview on a desktop (1440 × 900)', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto('/overview');
  });

  test('the tables keep their columns: SPEC headers on show, each row on one line, no stacked labels', async ({
    page,
  }) => {
    for (const [table, columns] of [
      [alertsTable(page), ALERT_COLUMNS],
      [successesTable(page), SUCCESS_COLUMNS],
    ] as const) {
      if (columns === SUCCESS_COLUMNS) await page.getByRole('link', { name: 'Successes' }).click();
      await complete(table);
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveText(columns);
      for (const header of await headers.all()) await expect(header).toBeVisible();
      const layout = await table.evaluate((t) => {
        const heads = [...t.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
        const broken: string[] = [];
        for (const tr of t.querySelectorAll('tbody tr')) {
          const cells = [...tr.querySelectorAll('td')];
          const rects = cells.map((td) => td.getBoundingClientRect());
          // One line: every cell has the row's top, and sits under its own column header.
          const sameLine = rects.every((r) => Math.abs(r.top - (rects[0]?.top ?? 0)) < 1);
          const underHeader = rects.every((r, i) => Math.abs(r.left - (heads[i]?.left ?? -1)) < 1);
          const labelled = cells.some((td) => getComputedStyle(td, '::before').content !== 'none');
          if (!sameLine || !underHeader || labelled) broken.push(tr.querySelector('a')?.textContent ?? '?');
        }
        return { columns: heads.length, broken };
      });
      expect(layout).toEqual({ columns: columns.length, broken: [] });
    }
  });
});
