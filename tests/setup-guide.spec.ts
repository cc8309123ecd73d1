import { expect, test } from '@playwright/test';
import { signInWithCode } from './support/auth.ts';

test('the setup guide opens beside the form, enlarges images, downloads its markdown and closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/destinations/new');
  await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
  await page.getByRole('button', { name: 'Documentation' }).click();

  const guide = page.getByRole('complementary', { name: 'Setup Guide' });
  await expect(guide.getByRole('heading', { name: 'Setup Guide' })).toBeVisible();
  // Sections at level-2 headings, each collapsible.
  expect(await guide.getByRole('button', { expanded: true }).count()).toBeGreaterThan(0);
  expect(await guide.getByRole('button', { expanded: false }).count()).toBeGreaterThan(0);

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
