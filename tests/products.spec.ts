import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { productByName } from './support/models.ts';

test.describe('products', () => {
  signInOncePerFile();

  test('create (empty first, then a taken name), see it listed, edit it sparsely, delete it', async ({
    page,
  }) => {
    const name = `Journey Tier ${Date.now()}`;
    await page.goto('/models');
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/models\/products$/);
    const list = page.getByRole('table', { name: 'Products' });
    await expect(list.getByRole('link', { name: 'Commerce' })).toBeVisible();
    await expect(list.locator('tfoot')).toHaveText(/^\d+ products$/);

    await page.getByRole('link', { name: 'Create Product' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Product' });
    await submit.click();
    await expect(page.getByText('Product Name is required.')).toBeVisible();
    await expect(page.getByText('Description is required.')).toBeVisible();
    await expect(page.getByText('Select at least one model.')).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Product Name' });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');

    // A taken name is refused by the server: its words sit by the field, and what was typed stays.
    await nameField.fill('Billing');
    await page.getByRole('textbox', { name: 'Description' }).fill('Orders only, for small shops.');
    await page.getByRole('checkbox', { name: 'orders', exact: true }).check();
    await page.getByRole('checkbox', { name: 'customers', exact: true }).check();
    await submit.click();
    await expect(page.getByText('A product named "Billing" already exists.').first()).toBeVisible();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Orders only, for small shops.',
    );
    await expect(page.getByRole('checkbox', { name: 'orders', exact: true })).toBeChecked();

    await nameField.fill(name);
    await submit.click();
    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const models = page.getByRole('region', { name: 'Details' });
    await expect(models.getByRole('link', { name: 'customers' })).toHaveAttribute(
      'href',
      /^\/models\/[^/]+$/,
    );
    await expect(models.getByRole('link', { name: 'orders' })).toBeVisible();

    // Back leads to the list, not into the form again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/models\/products$/);
    await expect(list.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Orders only, for small shops.',
    );
    await list.getByRole('link', { name }).click();

    await page.getByRole('link', { name: 'Edit product' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('Orders and refunds.');
    await page.getByRole('checkbox', { name: 'customers', exact: true }).uncheck();
    await page.getByRole('searchbox', { name: 'Search models' }).fill('ref');
    await expect(page.getByRole('checkbox', { name: 'orders', exact: true })).toBeHidden();
    await page.getByRole('checkbox', { name: 'refunds', exact: true }).check();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/products/'));
    await page.getByRole('button', { name: 'Save Product' }).click();
    // Only what changed: no name; models as the whole new set.
    expect((await sent).postDataJSON()).toEqual({
      product: { description: 'Orders and refunds.', models: ['orders', 'refunds'] },
    });
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(models).toContainText('Orders and refunds.');
    await expect(models.getByRole('link', { name: 'refunds' })).toBeVisible();
    await expect(models.getByRole('link', { name: 'customers' })).toHaveCount(0);

    // After an edit, Back leads to the list, not into the form again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/models\/products$/);
    await expect(list.getByRole('row', { name: new RegExp(name) })).toContainText('Orders and refunds.');
    await list.getByRole('link', { name }).click();

    await page.getByRole('button', { name: 'Delete product' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/models\/products$/);
    await expect(list.getByRole('link', { name: 'Commerce' })).toBeVisible();
    await expect(list.getByRole('link', { name })).toHaveCount(0);
  });

  test('a system product has no Danger Zone and no edit form', async ({ page }) => {
    const system = await productByName(page, 'default');
    expect(system?.is_system_product).toBe(true);
    const id = system?.id as string;
    await page.goto(`/models/products/${id}`);
    await expect(page.getByRole('heading', { name: 'default', level: 1 })).toBeVisible();
    await expect(page.getByText(/system product.*cannot be edited or deleted/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Danger Zone' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete product' })).toHaveCount(0);
    await page.goto(`/models/products/${id}/edit`);
    await expect(page.getByText(/system product.*cannot be edited or deleted/)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  test('an unknown product id goes back to the list; a bufo id earns a frog', async ({ page }) => {
    await page.goto('/models/products/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/models\/products$/);
    await page.goto('/models/products/00000000-0000-bufo-8000-000000000000/edit');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
