import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { passTheBackgroundDelay, savedHashes } from './support/offline.ts';

signInOncePerFile();

test('the setup guide opens beside the form, enlarges images, downloads its markdown and closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/destinations/new');
  await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
  await page.getByRole('button', { name: 'Documentation' }).click();

  const guide = page.getByRole('complementary', { name: 'Setup Guide' });
  await expect(guide.getByRole('heading', { name: 'Setup Guide' })).toBeVisible();
  // Sections at level-2 headings, each collapsible.
  // The heading shows before the guide's markdown arrives: wait for its sections, not just count them.
  await expect(guide.getByRole('button', { expanded: true }).first()).toBeVisible();
  await expect(guide.getByRole('button', { expanded: false }).first()).toBeVisible();

  // The default vendor (Snowflake) guide shows a callout and an image served by the API.
  await guide.getByRole('button', { name: 'Expand all' }).click();
  const enlarge = guide.getByRole('button', { name: /^Enlarge image/ }).first();
  await expect(enlarge.getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await enlarge.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await enlarge.click();
  await page.getByRole('button', { name: 'Close image' }).click();

  const download = page.waitForEvent('download');
  await guide.getByRole('button', { name: 'Download .md' }).click();
  expect((await download).suggestedFilename()).toBe('snowflake-setup-guide.md');

  await guide.getByRole('button', { name: 'Close setup guide' }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByRole('button', { name: 'Documentation' })).toBeFocused();
});

/** Every vendor with a guide and every guide image, as the API lists them (prod). */
async function guideInventory(page: Page) {
  const list = await page.request.get('/api/public/destination-vendors');
  expect(list.ok()).toBe(true);
  const vendors = ((await list.json()) as { data: { vendors: { vendor_name: string }[] } }).data.vendors.map(
    (v) => v.vendor_name,
  );
  const images = new Set<string>();
  const titles: Record<string, string> = {};
  for (const vendor of vendors) {
    const res = await page.request.get(`/api/docs?vendor=${vendor}`, { headers: { Environment: 'prod' } });
    const guide = ((await res.json()) as { data: { title: string; content: string } }).data;
    titles[vendor] = guide.title;
    for (const [, src] of guide.content.matchAll(/!\[[^\n]*?\]\((\/api\/docs\/images\/[^)\s]+)\)/g)) {
      images.add(src as string);
    }
  }
  return { vendors: vendors.sort(), images: [...images].sort(), titles };
}

/** The vendors whose guide is in the signed-in user's saved prod snapshot (a hash is its key as JSON). */
const savedGuides = async (page: Page) =>
  (await savedHashes(page, 'prod'))
    .map((hash) => JSON.parse(hash) as unknown[])
    .filter((key) => key[1] === 'setup-guides')
    .map((key) => String(key[2]))
    .sort();

/** The paths in the worker's guide-image cache. */
const cachedGuideImages = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('console-guide-images-v1'))) return [];
    const keys = await (await caches.open('console-guide-images-v1')).keys();
    return keys.map((r) => new URL(r.url).pathname).sort();
  });

test('every guide is fetched in the background after sign-in: one never opened online reads offline, with images', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The form is visited online (so its own data is saved), but no guide is opened.
  await page.clock.install();
  await page.goto('/destinations/new');
  await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
  await passTheBackgroundDelay(page);

  const expected = await guideInventory(page);
  expect(expected.vendors.length).toBeGreaterThan(10);
  expect(expected.images.length).toBeGreaterThan(3);
  await expect.poll(() => savedGuides(page), { timeout: 60_000 }).toEqual(expected.vendors);
  await expect.poll(() => cachedGuideImages(page), { timeout: 30_000 }).toEqual(expected.images);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
  await page.getByRole('button', { name: 'Documentation' }).click();
  const guide = page.getByRole('complementary', { name: 'Setup Guide' });
  await expect(guide.getByText(expected.titles.postgres as string)).toBeVisible();
  await guide.getByRole('button', { name: 'Expand all' }).click();
  const image = guide
    .getByRole('button', { name: /^Enlarge image/ })
    .first()
    .getByRole('img');
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});
