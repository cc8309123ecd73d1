import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { organization, trustPolicy } from './support/overview.ts';

test.describe('settings', () => {
  signInOncePerFile();

  test('the Organization tab shows the organisation and its AWS trust policy to copy', async ({ page }) => {
    const org = await organization(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const tab = page.getByRole('tabpanel', { name: 'Organization' });
    await expect(tab.getByText(org.name, { exact: true })).toBeVisible();
    await expect(tab.getByText(org.id, { exact: true })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Copy organization ID' })).toBeVisible();
    // Frequencies read as words, not minutes.
    await expect(tab.getByText(/^Every (\d+ )?(minute|hour|day)s?$/).first()).toBeVisible();

    const policy = page.getByRole('region', { name: 'AWS IAM trust policy' });
    await expect(policy.getByRole('button', { name: 'Copy trust policy' })).toBeVisible();
    const text = await trustPolicy(page);
    expect(text).toContain('sts:AssumeRole');
    await expect(policy.locator('pre')).toHaveText(text);
  });

  test('an unknown path under /settings lands on /settings', async ({ page }) => {
    await page.goto('/settings/nope/deeper');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('tabpanel', { name: 'Organization' })).toBeVisible();
  });
});
