import { expect, type Page } from '@playwright/test';

interface Named {
  id: string;
}

/** A seeded model by name, read through the real API with the page's own session cookie (prod). */
export async function modelByName(page: Page, name: string): Promise<Named & { model_name: string }> {
  const res = await page.request.get('/api/models?page_size=100', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  const { models } = ((await res.json()) as { data: { models: (Named & { model_name: string })[] } }).data;
  const found = models.find((m) => m.model_name === name);
  if (!found) throw new Error(`The seed has no model named ${name}`);
  return found;
}

/** A product by name (prod), or undefined when there is none. */
export async function productByName(page: Page, name: string) {
  const res = await page.request.get('/api/export/products?page_size=100', {
    headers: { Environment: 'prod' },
  });
  expect(res.ok()).toBe(true);
  const { products } = (
    (await res.json()) as {
      data: { products: (Named & { product_name: string; is_system_product: boolean })[] };
    }
  ).data;
  return products.find((p) => p.product_name === name);
}
