/** A destination's four tabs, each its own page, and a setup guide beside the new-destination form. */
import { type Target, wire } from '../driver.ts';
import { check, type Journey, openFailedDestination, textsOf } from './common.ts';

export const destinationTabs: Journey = {
  name: "a destination's tabs",
  async run({ page }) {
    const name = await openFailedDestination(page);
    const tabs: Target = { role: 'navigation', name: 'Destination tabs' };
    const content: Record<string, Target> = {
      General: { role: 'heading', name: 'Details' },
      Activity: { css: 'tbody tr', within: { role: 'table', name: 'Activity' } },
      Connection: { role: 'form', name: 'Edit destination' },
      Admin: { role: 'button', name: 'Delete destination' },
    };
    for (const [label, shows] of Object.entries(content)) {
      const tab: Target = { role: 'link', name: label, within: tabs };
      await page.click(tab);
      await page.waitFor(`the ${label} tab to be the current one`, async () => {
        const current = await page.call<string | null>('attribute', wire(tab), 'aria-current');
        check(current === 'page', `aria-current is ${current}`);
      });
      await page.waitVisible(shows);
      await page.waitVisible({ role: 'heading', name, level: 1 });
    }
  },
};

export const guide: Journey = {
  name: 'a setup guide',
  async run({ page }) {
    await page.goto('/destinations/new');
    await page.waitVisible({ role: 'heading', name: 'Add Destination' });
    await page.click({ role: 'button', name: 'Documentation' });
    const panel: Target = { role: 'complementary', name: 'Setup Guide' };
    await page.waitVisible({ role: 'heading', name: 'Setup Guide', within: panel });
    await page.click({ role: 'button', name: 'Expand all', within: panel });
    const image: Target = { css: 'img', within: { role: 'button', name: /^Enlarge image/, within: panel } };
    await page.waitFor('the guide image to load', async () => {
      const width = await page.call<number | null>('property', wire(image), 'naturalWidth');
      check((width ?? 0) > 0, `naturalWidth ${width}`);
    });
    const text = (await textsOf(page, panel))[0] ?? '';
    check(text.length > 500, `the guide holds ${text.length} characters`);
    await page.click({ role: 'button', name: 'Close setup guide', within: panel });
    await page.waitHidden(panel);
  },
};
