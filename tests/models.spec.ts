import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { modelByName } from './support/models.ts';

const VALID_TEXT =
  'The model configuration is valid, and its tables and columns exist in the source database.';

test.describe('models', () => {
  signInOncePerFile();

  test('the list opens a model, which validates, showing "Validating" while the check runs', async ({
    page,
  }) => {
    await page.goto('/overview');
    await page.getByRole('link', { name: 'Models & Products' }).first().click();
    await expect(page).toHaveURL(/\/models$/);
    const table = page.getByRole('table', { name: 'Models' });
    await expect(table.getByRole('columnheader')).toHaveText(['Model Name', 'Description', 'Created At']);
    await table.getByRole('link', { name: 'orders', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'orders', level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    for (const term of [
      'Description',
      'Source Table',
      'Source Schema',
      'Organization Column',
      'Source Name',
    ]) {
      await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(details).toContainText('Production Snowflake');
    const columns = page.getByRole('table', { name: 'Columns' });
    await expect(columns.getByRole('row', { name: /^id\b/i })).toContainText('Primary Key');
    await expect(columns.getByRole('row', { name: /^updated_at\b/i })).toContainText('Last Modified');

    // Hold the request until "Validating" has been seen, then let it through to the real server.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Validate Model' }).click();
    await expect(page.getByRole('button', { name: 'Validating' })).toBeDisabled();
    release();
    await expect(page.getByText(VALID_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Validate Model' })).toBeEnabled();
  });

  test('a column without a description reads "undefined"', async ({ page }) => {
    const model = await modelByName(page, 'order_items');
    await page.goto(`/models/${model.id}`);
    const row = page.getByRole('table', { name: 'Columns' }).getByRole('row', { name: /^product_sku\b/i });
    await expect(row.getByRole('cell').nth(2)).toHaveText('undefined');
  });

  test('the broken model fails validation naming the missing column, by the button and in a toast', async ({
    page,
  }) => {
    const model = await modelByName(page, 'refunds');
    await page.goto(`/models/${model.id}`);
    await page.getByRole('button', { name: 'Validate Model' }).click();
    const problem = 'Column "reason" does not exist in table "billing.refunds" of source "Billing Postgres".';
    const inline = page.getByRole('alert').filter({ hasText: 'Validation failed.' });
    await expect(inline).toContainText(problem);
    // The toast says it too (two places on screen).
    await expect(page.getByText(problem)).toHaveCount(2);
    await expect(page.getByText(VALID_TEXT)).toHaveCount(0);
  });

  test('Delete Model asks first, and Cancel keeps the model', async ({ page }) => {
    const model = await modelByName(page, 'customers');
    await page.goto(`/models/${model.id}`);
    await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Model' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete model' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this model? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/models/${model.id}$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'customers', level: 1 })).toBeVisible();
  });

  test('the list pages with cursor and page_size', async ({ page }) => {
    await page.goto('/models?page_size=5');
    const rows = page.getByRole('table', { name: 'Models' }).getByRole('row');
    await expect(rows).toHaveCount(6);
    const first = await rows.allInnerTexts();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/cursor=.+/);
    await expect(page).toHaveURL(/page_size=5/);
    await expect.poll(async () => (await rows.allInnerTexts()).join('|')).not.toBe(first.join('|'));
    const second = await rows.allInnerTexts();
    expect(second.slice(1).filter((r) => first.includes(r))).toEqual([]);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(async () => (await rows.allInnerTexts()).join('|')).toBe(first.join('|'));
  });

  test('an unknown model id goes back to /models, a bufo id earns a frog, other sub-paths land on the model', async ({
    page,
  }) => {
    await page.goto('/models/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/models$/);
    await page.goto('/models/00000000-bufo-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Model not found' })).toBeVisible();
    await expect(page.getByRole('img', { name: /frog|bufo/i })).toBeVisible();
    const model = await modelByName(page, 'orders');
    await page.goto(`/models/${model.id}/no-such-page`);
    await expect(page).toHaveURL(new RegExp(`/models/${model.id}$`));
  });
});
