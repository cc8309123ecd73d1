import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { productReply } from '../../src/api/schemas/product.ts';
import { makeTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const productId = (name: string) =>
    t.db
      .prepare(`SELECT id FROM products WHERE environment = 'prod' AND product_name = ?`)
      .pluck()
      .get(name) as string;
  return { t, cookie, productId };
}

describe('product writes', () => {
  it('creates a product with sorted models, under both spellings, and lists it by name', async () => {
    const { t, cookie } = await setup();
    const body = {
      product: { product_name: 'Finance', description: 'For finance.', models: ['payments', 'invoices'] },
    };
    const res = await t.call('POST', '/api/export/products', { cookie, body });
    expect(res.status).toBe(200);
    const product = v.parse(envelope(productReply), res.json).data.product;
    expect(product).toMatchObject({
      product_name: 'Finance',
      models: ['invoices', 'payments'],
      is_system_product: false,
    });
    const list = await t.call('GET', '/api/products?page_size=100', { cookie });
    const names = list.json.data.products.map((p: { product_name: string }) => p.product_name);
    expect(names).toContain('Finance');
    expect(names).toEqual([...names].sort());
  });

  it('answers 400 for malformed JSON, 422 naming the field, 409 for a taken name, 422 naming unknown models', async () => {
    const { t, cookie } = await setup();
    expect((await t.call('POST', '/api/products', { cookie, body: '{"product":' })).status).toBe(400);
    const missing = await t.call('POST', '/api/products', {
      cookie,
      body: { product: { product_name: 'X' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toContain('product.description');
    const taken = await t.call('POST', '/api/products', {
      cookie,
      body: { product: { product_name: 'billing', description: 'd', models: [] } },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('A product named "billing" already exists.');
    const unknown = await t.call('POST', '/api/products', {
      cookie,
      body: { product: { product_name: 'New', description: 'd', models: ['orders', 'nope', 'gone'] } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('product.models: unknown models "nope", "gone"');
  });

  it('patches sparsely (lists replace), refuses system products with 403 and unknown ids with 404', async () => {
    const { t, cookie, productId } = await setup();
    const id = productId('Commerce');
    const res = await t.call('PATCH', `/api/export/products/${id}`, {
      cookie,
      body: { product: { models: ['orders'] } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.product).toMatchObject({ product_name: 'Commerce', models: ['orders'] });
    expect(res.json.data.product.description).toBe('Orders, line items, customers and refunds.');
    const clash = await t.call('PATCH', `/api/products/${id}`, {
      cookie,
      body: { product: { product_name: 'Billing' } },
    });
    expect(clash.status).toBe(409);
    const system = productId('default');
    const edit = await t.call('PATCH', `/api/products/${system}`, {
      cookie,
      body: { product: { description: 'x' } },
    });
    expect(edit.status).toBe(403);
    expect(edit.json.message).toBe('"default" is a system product and cannot be edited.');
    expect((await t.call('DELETE', `/api/products/${system}`, { cookie })).status).toBe(403);
    expect((await t.call('PATCH', '/api/products/nope', { cookie, body: { product: {} } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/products/nope', { cookie })).status).toBe(404);
  });

  it('deletes a product', async () => {
    const { t, cookie, productId } = await setup();
    const id = productId('Product Analytics');
    expect((await t.call('DELETE', `/api/export/products/${id}`, { cookie })).status).toBe(200);
    expect((await t.call('GET', `/api/products/${id}`, { cookie })).status).toBe(404);
  });
});

describe('product bad input', () => {
  it('answers 400 for a body that is not a JSON object, at create and at patch', async () => {
    const { t, cookie, productId } = await setup();
    const id = productId('Commerce');
    for (const [method, path] of [
      ['POST', '/api/export/products'],
      ['PATCH', `/api/export/products/${id}`],
    ] as const) {
      const array = await t.call(method, path, { cookie, body: '[]' });
      expect(array.status).toBe(400);
      expect(array.json.message).toBe('Request body must be a JSON object.');
      const broken = await t.call(method, path, { cookie, body: '{"product": {' });
      expect(broken.status).toBe(400);
      expect(broken.json.message).toBe('Request body is not valid JSON.');
    }
  });

  it('answers 422 naming the field for a missing product, blank text and wrong types', async () => {
    const { t, cookie } = await setup();
    const post = (body: unknown) => t.call('POST', '/api/export/products', { cookie, body });
    const noProduct = await post({});
    expect(noProduct.status).toBe(422);
    expect(noProduct.json.message).toBe('product: product is required');
    const blank = await post({ product: { product_name: '   ', description: 'd', models: [] } });
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe('product.product_name: product_name is required');
    const models = await post({ product: { product_name: 'X', description: 'd', models: 'orders' } });
    expect(models.status).toBe(422);
    expect(models.json.message).toMatch(/^product\.models: /);
    const name = await post({ product: { product_name: 5, description: 'd' } });
    expect(name.status).toBe(422);
    expect(name.json.message).toMatch(/^product\.product_name: /);
  });

  it('checks a patch like a create: blank text and unknown models are refused, nothing changes', async () => {
    const { t, cookie, productId } = await setup();
    const id = productId('Commerce');
    const patch = (product: unknown) =>
      t.call('PATCH', `/api/export/products/${id}`, { cookie, body: { product } });
    const blank = await patch({ description: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe('product.description: description is required');
    const unknown = await patch({ models: ['orders', 'nope'] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('product.models: unknown model "nope"');
    const after = await t.call('GET', `/api/export/products/${id}`, { cookie });
    expect(after.json.data.product).toMatchObject({
      description: 'Orders, line items, customers and refunds.',
      models: ['customers', 'order_items', 'orders', 'refunds'],
    });
  });

  it('answers 401 signed out and 404 for unknown ids at every product path', async () => {
    const { t, cookie } = await setup();
    const body = { product: { product_name: 'Y', description: 'd', models: [] } };
    expect((await t.call('GET', '/api/export/products')).status).toBe(401);
    expect((await t.call('POST', '/api/export/products', { body })).status).toBe(401);
    expect((await t.call('PATCH', '/api/export/products/nope', { body })).status).toBe(401);
    expect((await t.call('DELETE', '/api/export/products/nope')).status).toBe(401);
    expect((await t.call('GET', '/api/export/products/nope', { cookie })).status).toBe(404);
    const staging = { cookie, headers: { Environment: 'staging' } };
    const prodId = (await t.call('GET', '/api/export/products', { cookie })).json.data.products[0].id;
    expect((await t.call('GET', `/api/export/products/${prodId}`, staging)).status).toBe(404);
  });
});
