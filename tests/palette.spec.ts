/**
 * Find anything: the command palette on Ctrl+K (the search button on a phone) is a combobox
 * dialog that finds destinations, webhooks and the other lists, and the sections of every setup guide,
 * ranked, and opens the highlighted result on Enter: offline from the snapshot (after one online visit
 * and the background fetch of the guides and lists) as online, in the chosen environment only.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { goOffline, passTheBackgroundDelay, savedHashes, waitForOfflineShell } from './support/offline.ts';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function api<T>(page: Page, path: string, environment = 'prod'): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { Environment: environment } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const vendorCount = async (page: Page) =>
  (await api<{ vendors: unknown[] }>(page, '/public/destination-vendors')).vendors.length;

/** Picks an environment in the switch (inside the navigation drawer on a phone). */
async function chooseEnvironment(page: Page, label: 'Production' | 'Staging') {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('radiogroup', { name: 'Environment' }).getByText(label, { exact: true }).click();
  if (isPhone(page)) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Prequel Console' })).toBeHidden();
  }
  await expect(page.getByRole('status', { name: `Environment: ${label}` }).first()).toBeVisible();
}

/** Opens the palette as a person would on this screen: the shortcut on a laptop, the button on a phone. */
async function openPalette(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Search' }).click();
  else await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  return box;
}

signInOncePerFile();

for (const viewport of VIEWPORTS) {
  test.describe(`command palette at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('offline, it finds a destination, a webhook and a setup guide passage and opens them', async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await page.goto('/overview');
      await waitForOfflineShell(page);
      await passTheBackgroundDelay(page);
      // The snapshot holds the overview's pages and, fetched in the background, every vendor's guide.
      const vendors = await vendorCount(page);
      await expect
        .poll(
          async () => (await savedHashes(page, 'prod')).filter((h) => h.includes('"setup-guides"')).length,
          {
            timeout: 60_000,
          },
        )
        .toBe(vendors);
      // …and, also in the background, the smaller lists the palette searches.
      await expect
        .poll(async () => {
          const saved = await savedHashes(page, 'prod');
          return ['"webhooks","all"', '"recipients","all"', '"models","all"'].every((key) =>
            saved.some((h) => h.includes(key)),
          );
        })
        .toBe(true);
      const { webhooks } = await api<{ webhooks: { name: string }[] }>(page, '/webhooks');
      const webhookName = webhooks[0]?.name ?? 'no webhook';

      const { destinations } = await api<{ destinations: { id: string; name: string }[] }>(
        page,
        '/destinations?page_size=100',
      );
      const target = destinations.at(-1) as { id: string; name: string };
      // Part of its name: a word from its middle, cut short, as someone half-remembering it types.
      const words = target.name.split(/\s+/).filter((w) => w.length >= 4);
      const typed = (words[1] ?? words[0] ?? target.name).slice(0, 5);

      await goOffline(context, page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

      const box = await openPalette(page);
      await box.fill(`${target.name.split(/\s+/)[0]} ${typed}`);
      const option = page.getByRole('option', { name: new RegExp(escapeRegExp(target.name)) });
      await expect(option).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Search' })).toContainText(
        'Offline: searching what is saved on this device.',
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Arrow keys move the highlight; Enter opens the highlighted result.
      const options = page.getByRole('option');
      const at = await options.evaluateAll(
        (els, name) => els.findIndex((el) => el.textContent?.includes(name)),
        target.name,
      );
      for (let i = 0; i < at; i++) await box.press('ArrowDown');
      await expect(option).toHaveAttribute('data-highlighted', '');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/destinations/${target.id}$`));
      await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();

      // Never opened online, a webhook is found too.
      const third = await openPalette(page);
      await third.fill(webhookName);
      await expect(page.getByRole('option').filter({ hasText: 'Webhook' }).first()).toContainText(
        webhookName,
      );
      await page.keyboard.press('Escape');

      // A passage of an AWS guide: Enter opens the guide at that section, open and in view.
      const again = await openPalette(page);
      await again.fill('trust policy');
      const passage = page.getByRole('option').filter({ hasText: 'Setup guide' }).first();
      await expect(passage).toBeVisible();
      // The AWS IAM role section every AWS-hosted vendor's guide has (S3, Redshift, Athena, Delta Lake…).
      await expect(passage).toContainText(/trust policy/i);
      const passageTitle = (await passage.locator('[data-part="item-text"]').textContent()) ?? '';
      const section = passageTitle.split(': ').slice(1).join(': ');
      expect(section).toContain('IAM role');
      while ((await passage.getAttribute('data-highlighted')) === null) await again.press('ArrowDown');
      await again.press('Enter');
      await expect(page).toHaveURL(/\/guides\/[a-z_]+\?section=\d+$/);
      const opened = page.getByRole('button', { name: section, expanded: true });
      await expect(opened).toBeFocused();
      await expect(opened).toBeInViewport();
      await expect(page.getByRole('main')).toContainText(/trust policy/i);
      // Scrolled down to the section, the side navigation stays in view on a wide screen.
      if (!isPhone(page)) await expect(page.getByRole('link', { name: 'Overview' })).toBeInViewport();
    });

    test('only the chosen environment is searched, online and offline', async ({ page, context }) => {
      await page.goto('/overview');
      await waitForOfflineShell(page);
      const { destinations: staging } = await api<{ destinations: { name: string }[] }>(
        page,
        '/destinations?page_size=100',
        'staging',
      );
      const stagingName = staging[0]?.name ?? '';
      expect(stagingName).toMatch(/\(staging\)$/);

      /** The options shown for `text` once the index is ready; the palette is closed again after. */
      const search = async (text: string) => {
        const box = await openPalette(page);
        await box.fill(text);
        const dialog = page.getByRole('dialog', { name: 'Search' });
        await expect(dialog.getByRole('status')).not.toContainText('Preparing search…');
        const shown = await dialog.getByRole('option').allTextContents();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        return shown;
      };
      const stagingOptions = async (text: string) =>
        (await search(text)).filter((t) => t.includes('(staging)'));

      // In staging the palette finds staging's destinations (so the cache holds both environments)…
      await chooseEnvironment(page, 'Staging');
      await expect.poll(() => stagingOptions(stagingName)).not.toEqual([]);
      // …and back in prod, none of them, online and offline.
      await chooseEnvironment(page, 'Production');
      expect(await stagingOptions(stagingName)).toEqual([]);
      expect(await stagingOptions('staging')).toEqual([]);
      await goOffline(context, page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
      expect(await stagingOptions(stagingName)).toEqual([]);
    });
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
