import { expect, type Page, test } from '@playwright/test';
import { healthyPostgres } from './support/api.ts';
import { AREA_PAGES } from './support/area-pages.ts';
import { signInOncePerFile } from './support/auth.ts';

const PHONE = { width: 390, height: 844 };
/** The console's touch-target size (WCAG 2.5.5), in CSS px. */
const TOUCH_TARGET_PX = 44;

interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * The visible controls inside `scope` whose hit area is under 44 × 44 px. A checkbox's or radio's hit
 * area is its label (the input itself is small or hidden). Exempt, and returned apart (WCAG 2.5.8): a
 * link inside a sentence, whose size is the text's.
 */
async function touchTargets(page: Page, scope: string): Promise<{ small: Target[]; inSentence: string[] }> {
  return page.evaluate(
    ({ scope, min }) => {
      const controls = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        '[role=tab]',
        '[role=switch]',
        '[role=radio]',
        '[role=checkbox]',
        '[role=menuitem]',
      ].join(',');
      const small: { what: string; width: number; height: number }[] = [];
      const inSentence: string[] = [];
      const seen = new Set<Element>();
      for (const root of document.querySelectorAll(scope)) {
        for (const control of root.querySelectorAll(controls)) {
          const toggle = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
          const area = (toggle && control.closest('label')) || control;
          if (seen.has(area)) continue;
          seen.add(area);
          const box = area.getBoundingClientRect();
          const style = getComputedStyle(area);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          const name = (area.getAttribute('aria-label') ?? area.textContent ?? '').trim().slice(0, 50);
          const text = (area.parentElement?.textContent ?? '').trim();
          if (area.tagName === 'A' && style.display === 'inline' && text.length > name.length) {
            inSentence.push(name);
            continue;
          }
          if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
          const role = area.getAttribute('role');
          small.push({
            what: `${area.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`,
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return { small, inSentence };
    },
    { scope, min: TOUCH_TARGET_PX },
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Waits until the page shows its content (heading, no spinner, no request in flight). */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
}

test.describe('phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  signInOncePerFile();

  test('no signed-in page scrolls sideways, and every control is at least 44 px', async ({
    page,
  }, testInfo) => {
    const destination = await healthyPostgres(page);
    const res = await page.request.get(`/api/transfers?destination_id=${destination.id}&page_size=1`, {
      headers: { Environment: 'prod' },
    });
    const transfer = ((await res.json()) as { data: { transfers: { id: string }[] } }).data.transfers[0];
    if (!transfer) throw new Error('The seed has no transfer for a healthy postgres destination');
    const base = `/destinations/${destination.id}`;
    const paths = [
      '/overview',
      '/destinations',
      base,
      `${base}/activity`,
      `${base}/connection`,
      `${base}/admin`,
      `${base}/transfers/${transfer.id}`,
      ...AREA_PAGES,
    ];

    const exempt = new Set<string>();
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        expect.soft(await pageWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
        const { small, inSentence } = await touchTargets(page, 'main');
        expect.soft(small, `${path}: controls under 44 px`).toEqual([]);
        for (const link of inSentence) exempt.add(`${path}: ${link}`);
      });
    }
    testInfo.annotations.push({
      type: 'exempt: links inside sentences (WCAG 2.5.8)',
      description: [...exempt].join('; ') || 'none',
    });
  });

  test('the navigation is a named menu that opens, and navigates, by keyboard', async ({ page }) => {
    await page.goto('/overview');
    await settled(page);
    const open = page.getByRole('button', { name: 'Open navigation' });
    await expect(open).toBeVisible();
    // The side navigation is folded away: its links are not on the page until the menu opens.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    for (
      let presses = 0;
      presses < 5 && !(await open.evaluate((b) => b === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Prequel Console' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect((await touchTargets(page, '[role=dialog]')).small).toEqual([]);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // Open again, walk to Destinations with Tab, follow it with Enter: the menu closes on the new page.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const destinations = menu.getByRole('link', { name: 'Destinations' });
    for (
      let presses = 0;
      presses < 20 && !(await destinations.evaluate((a) => a === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(destinations).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Destinations', level: 1 })).toBeVisible();
  });
});
