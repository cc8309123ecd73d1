/**
 * Keyboard only: signing in with a one-time code, Sync Now on a destination and creating a
 * recipient work with Tab, Shift+Tab, Enter, Space and the arrow keys alone — no mouse, and after the
 * first page.goto no navigation but the keyboard's — and the control that has focus is visibly marked.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { healthyPostgres } from './support/api.ts';
import { DEMO_EMAIL, emailField, latestCode, outboxCount, signInOncePerFile } from './support/auth.ts';
import { uniqueRecipient } from './support/recipients.ts';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person would; fails when it is not reached
 * within `max` presses (it is not in the tab order, or too far for anyone to reach it).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(
    `${target} was not reached (focus is on ${focused}) with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  const outlined = style.outline !== 'none' && style.width > 0;
  expect(outlined || style.shadow !== 'none', `focus ring of ${target}: ${JSON.stringify(style)}`).toBe(true);
}

test.describe('keyboard only', () => {
  test('sign in with an e-mailed one-time code and land on the overview', async ({ page }) => {
    await page.goto('/login');
    const email = emailField(page);
    await tabTo(page, email);
    await expectFocusVisible(email);
    await page.keyboard.type(DEMO_EMAIL);
    await page.keyboard.press('Enter');

    const sendCode = page.getByRole('button', { name: 'Send me a one-time code' });
    await tabTo(page, sendCode);
    await expectFocusVisible(sendCode);
    const before = await outboxCount(page.request, DEMO_EMAIL);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText("Check your email! We've sent you a one-time code to enter below."),
    ).toBeVisible();
    await expect.poll(() => outboxCount(page.request, DEMO_EMAIL)).toBeGreaterThan(before);
    const code = await latestCode(page.request, DEMO_EMAIL);

    const codeField = page.getByLabel('One-time code');
    await tabTo(page, codeField);
    await expectFocusVisible(codeField);
    await page.keyboard.type(code);
    const submit = page.getByRole('button', { name: 'Submit one-time code' });
    await tabTo(page, submit);
    await expectFocusVisible(submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
  });

  test.describe('signed in', () => {
    signInOncePerFile();

    test('reach a healthy destination from the list and press Sync Now', async ({ page }) => {
      const destination = await healthyPostgres(page);
      await page.goto('/destinations?page_size=100');
      const link = page
        .getByRole('table', { name: 'Destinations' })
        .getByRole('link', { name: destination.name, exact: true });
      await tabTo(page, link, { max: 150 });
      await expectFocusVisible(link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/destinations/${destination.id}$`));
      await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();

      const syncNow = page.getByRole('button', { name: 'Sync Now', exact: true });
      await tabTo(page, syncNow);
      await expectFocusVisible(syncNow);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Transfer enqueued successfully!')).toBeVisible();

      // The new run is the newest entry of the Activity tab.
      const activity = page
        .getByRole('navigation', { name: 'Destination tabs' })
        .getByRole('link', { name: 'Activity' });
      await tabTo(page, activity);
      await expectFocusVisible(activity);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/activity$/);
      const newest = page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1);
      await expect(newest).toContainText(/PENDING|RUNNING|SUCCESS|PARTIAL_FAILURE|ERROR/);
    });

    test('create a recipient with a product', async ({ page }) => {
      const { name, idInProviderSystem } = uniqueRecipient('Keyboard');
      await page.goto('/recipients');
      await expect(page.getByRole('table', { name: 'Recipients' })).toBeVisible();
      const add = page.getByRole('link', { name: 'Add Recipient' });
      await tabTo(page, add);
      await expectFocusVisible(add);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Add Recipient' })).toBeVisible();

      const nameField = page.getByLabel('Name', { exact: true });
      await tabTo(page, nameField);
      await expectFocusVisible(nameField);
      await page.keyboard.type(name);
      const idField = page.getByLabel('ID in Provider System');
      await tabTo(page, idField);
      await page.keyboard.type(idInProviderSystem);
      const billing = page.getByRole('checkbox', { name: 'Billing' });
      await tabTo(page, billing);
      await expectFocusVisible(billing);
      await page.keyboard.press('Space');
      await expect(billing).toBeChecked();
      const save = page.getByRole('button', { name: 'Save' });
      await tabTo(page, save);
      await expectFocusVisible(save);
      await page.keyboard.press('Enter');

      await expect(page.getByText('Recipient created successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details.getByText(idInProviderSystem, { exact: true })).toBeVisible();
      await expect(details.getByText('Billing', { exact: true })).toBeVisible();
    });
  });
});
