/**
 * The overview: its Alerts rows and footer, the chart of rows transferred, and all of it on a phone; and
 * its Overdue tab on a phone, as on-call reads it.
 */

import type { Target } from '../driver.ts';
import {
  alertRows,
  alerts,
  chart,
  chartDrawn,
  check,
  DESKTOP,
  type Journey,
  overviewLoaded,
  PHONE,
  textsOf,
} from './common.ts';

export const overview: Journey = {
  name: 'overview rows and chart',
  async run({ page }) {
    await overviewLoaded(page);
    const rows = await page.count(alertRows);
    const [footer = ''] = await textsOf(page, { css: 'tfoot', within: alerts });
    check(
      footer === (rows === 1 ? '1 alert' : `${rows} alerts`),
      `the footer says "${footer}" for ${rows} rows`,
    );
    const statuses = await textsOf(page, { css: 'tbody tr td:nth-child(3)', within: alerts });
    // Each status in words, a late alert's lateness after it.
    check(
      statuses.every(
        (s) => /^[A-Z_]+(?: late by \d+ (?:minute|hour|day)s?)?$/.test(s) && !s.startsWith('SUCCESS'),
      ),
      `statuses ${statuses.join(', ')}`,
    );

    // The chart: its table for screen readers, and the bars drawn on a canvas for everyone else.
    await page.waitVisible(chart);
    const days = await page.count({ css: 'table tbody tr', within: chart });
    check(days === 30, `the chart's table has ${days} days, not 30`);
    await chartDrawn(page);
  },
};

export const phone: Journey = {
  name: 'overview at 390×844',
  async run({ page }) {
    await page.setViewport(PHONE.width, PHONE.height);
    try {
      await overviewLoaded(page);
      const [width, height] = await page.evaluate<[number, number]>('[innerWidth, innerHeight]');
      check(width === PHONE.width && height === PHONE.height, `the page is ${width}×${height}`);
      await page.waitVisible(chart);
      const wide = await page.evaluate<{ scrollWidth: number; widest: string }>(`(() => {
        const widest = [...document.querySelectorAll('main *')]
          .map((el) => [el, el.getBoundingClientRect().right])
          .filter(([, right]) => right > innerWidth + 0.5)
          .map(([el, right]) => el.tagName.toLowerCase() + '.' + [...el.classList].slice(0, 2).join('.') + ' ends at ' + Math.round(right))
          .slice(0, 3)
          .join('; ');
        return { scrollWidth: document.documentElement.scrollWidth, widest };
      })()`);
      check(
        wide.scrollWidth <= PHONE.width,
        `the page scrolls sideways: ${wide.scrollWidth} px wide on a ${PHONE.width} px screen (${wide.widest})`,
      );
      // The bars are redrawn at the phone's width, not cut off.
      await chartDrawn(page, PHONE.width);
    } finally {
      await page.setViewport(DESKTOP.width, DESKTOP.height);
    }
  },
};

const overdueTable: Target = { role: 'table', name: 'Overdue' };
const LATE = /late by \d+ (?:minute|hour|day)s?: runs /;

export const overdueOnPhone: Journey = {
  name: 'overdue tab at 390×844',
  async run({ page }) {
    await page.setViewport(PHONE.width, PHONE.height);
    try {
      await page.goto('/overview/overdue');
      await page.waitVisible({ css: 'tfoot', within: overdueTable });
      // Only destinations that are late and not alerts, each late in words (no "336×").
      const [footer = ''] = await textsOf(page, { css: 'tfoot', within: overdueTable });
      const rows = await page.count({ css: 'tbody tr', within: overdueTable });
      check(
        new RegExp(`^${rows} overdue destinations? whose last transfer succeeded$`).test(footer),
        `the footer says "${footer}" for ${rows} rows`,
      );
      // textContent: a stacked row off screen is skipped (content-visibility: auto), and WebKit's
      // innerText of it is empty.
      const words = await page.evaluate<string[]>(
        `[...document.querySelectorAll('table[aria-label="Overdue"] tbody td:nth-child(3)')].map((td) => td.textContent.trim())`,
      );
      check(
        rows > 0 && words.every((w) => LATE.test(w) && !w.includes('×')),
        `rows say ${words.join(' | ')}`,
      );
      const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      check(scrollWidth <= PHONE.width, `the page is ${scrollWidth} px wide on a ${PHONE.width} px screen`);
    } finally {
      await page.setViewport(DESKTOP.width, DESKTOP.height);
    }
  },
};
