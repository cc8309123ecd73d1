import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { modelListReply, modelReply } from '../../src/api/schemas/model.ts';
import { productListReply, productReply } from '../../src/api/schemas/product.ts';
import { recipientListReply, recipientReply } from '../../src/api/schemas/recipient.ts';
import type { Db } from '../db/connection.ts';
import { makeTestApp } from '../testing/test-app.ts';

const recipientPage = pagedEnvelope(recipientListReply);

let added = 0;
function addRecipient(db: Db, createdAt: string, id = `zz-recipient-${++added}`) {
  db.prepare(
    `INSERT INTO recipients (id, environment, name, id_in_provider_system, created_at, updated_at)
     VALUES (?, 'prod', ?, ?, ?, ?)`,
  ).run(id, `Added ${id}`, id, createdAt, createdAt);
}

describe('GET /api/recipients', () => {
  it('pages every recipient once, newest first, while recipients are added between pages', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const original = t.db.prepare(`SELECT id FROM recipients WHERE environment = 'prod'`).pluck().all();
    const seen: { id: string; created_at: string }[] = [];
    let url: string | undefined = '/api/recipients?page_size=4';
    while (url) {
      const page: v.InferOutput<typeof recipientPage> = v.parse(
        recipientPage,
        (await t.call('GET', url, { cookie })).json,
      );
      expect(page.data.recipients.length).toBeLessThanOrEqual(4);
      seen.push(...page.data.recipients);
      const last = seen.at(-1);
      if (page.has_next && last) {
        addRecipient(t.db, '2099-01-01T00:00:00.000Z');
        addRecipient(t.db, last.created_at, `${last.id}-tie-after`);
        addRecipient(t.db, last.created_at, `0-tie-before-${last.id}`);
      }
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    const ids = seen.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of original) expect(ids).toContain(id);
    const keys = seen.map((r) => `${r.created_at}|${r.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('gives products as sorted names, one recipient by id, 404 for unknown ids and 401 signed out', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const first = v.parse(recipientPage, (await t.call('GET', '/api/recipients', { cookie })).json).data
      .recipients[0];
    expect(first?.products).toEqual([...(first?.products ?? [])].sort());
    const one = await t.call('GET', `/api/recipients/${first?.id}`, { cookie });
    expect(v.parse(envelope(recipientReply), one.json).data.recipient).toEqual(first);
    expect((await t.call('GET', '/api/recipients/nope', { cookie })).status).toBe(404);
    expect((await t.call('GET', '/api/recipients')).status).toBe(401);
    expect((await t.call('GET', '/api/recipients?page_size=0', { cookie })).status).toBe(422);
  });
});

describe('GET /api/models', () => {
  it('lists models A to Z by model_name across pages, with columns and source names', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const names: string[] = [];
    let url: string | undefined = '/api/models?page_size=5';
    while (url) {
      const page: v.InferOutput<ReturnType<typeof pagedEnvelope<typeof modelListReply>>> = v.parse(
        pagedEnvelope(modelListReply),
        (await t.call('GET', url, { cookie })).json,
      );
      names.push(...page.data.models.map((m) => m.model_name));
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    expect(names).toHaveLength(12);
    expect(names).toEqual([...names].sort());
    const desc = await t.call('GET', '/api/models?order=desc&page_size=100', { cookie });
    expect(desc.json.data.models.map((m: { model_name: string }) => m.model_name)).toEqual(
      [...names].reverse(),
    );
    const model = desc.json.data.models[0];
    const one = await t.call('GET', `/api/export/models/${model.id}`, { cookie });
    expect(v.parse(envelope(modelReply), one.json).data.model.columns.length).toBeGreaterThan(0);
    expect(one.json.data.model.source_name).toBeTypeOf('string');
    expect((await t.call('GET', '/api/models/nope', { cookie })).status).toBe(404);
  });
});

describe('GET /api/export/products and /api/products', () => {
  it('lists products by name with their model names sorted, at both spellings', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    for (const path of ['/api/export/products', '/api/products']) {
      const res = await t.call('GET', path, { cookie });
      const { products } = v.parse(pagedEnvelope(productListReply), res.json).data;
      expect(products.map((p) => p.product_name)).toEqual([
        'Billing',
        'Commerce',
        'Product Analytics',
        'default',
      ]);
      for (const p of products) expect(p.models).toEqual([...p.models].sort());
      expect(products.find((p) => p.product_name === 'default')).toMatchObject({ is_system_product: true });
    }
    const list = await t.call('GET', '/api/export/products', { cookie });
    const id = list.json.data.products[0].id;
    const one = await t.call('GET', `/api/export/products/${id}`, { cookie });
    expect(v.parse(envelope(productReply), one.json).data.product.product_name).toBe('Billing');
    expect((await t.call('GET', '/api/export/products/nope', { cookie })).status).toBe(404);
  });
});
