import { describe, expect, it } from 'vitest';
import { MODEL_VALID_MESSAGE } from '../store/model-validation.ts';
import { makeTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const idOf = (name: string, env = 'prod') =>
    t.db
      .prepare('SELECT id FROM models WHERE environment = ? AND model_name = ?')
      .pluck()
      .get(env, name) as string;
  return { t, cookie, idOf };
}

describe('POST /models/{id}/validate', () => {
  it('finds every seeded model valid except the deliberately broken one, under both spellings', async () => {
    const { t, cookie } = await setup();
    const models = t.db.prepare('SELECT id, model_name FROM models').all() as {
      id: string;
      model_name: string;
    }[];
    const env = (id: string) =>
      t.db.prepare('SELECT environment FROM models WHERE id = ?').pluck().get(id) as string;
    const invalid: string[] = [];
    for (const [i, m] of models.entries()) {
      const prefix = i % 2 ? '/api/export/models' : '/api/models';
      const res = await t.call('POST', `${prefix}/${m.id}/validate`, {
        cookie,
        headers: { Environment: env(m.id) },
      });
      if (res.status === 200) expect(res.json.message).toBe(MODEL_VALID_MESSAGE);
      else invalid.push(`${res.status} ${res.json.message}`);
    }
    expect(invalid).toEqual([
      '422 Column "reason" does not exist in table "billing.refunds" of source "Billing Postgres".',
    ]);
  });

  it('names a missing table, and answers 404 for unknown ids or another environment', async () => {
    const { t, cookie, idOf } = await setup();
    t.db.prepare(`UPDATE models SET source_table = 'ORDERS_V2' WHERE id = ?`).run(idOf('orders'));
    const res = await t.call('POST', `/api/models/${idOf('orders')}/validate`, { cookie });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      'Table "COMMERCE.ORDERS_V2" does not exist in source "Production Snowflake".',
    );
    expect((await t.call('POST', '/api/models/nope/validate', { cookie })).status).toBe(404);
    const staging = { cookie, headers: { Environment: 'staging' } };
    expect((await t.call('POST', `/api/models/${idOf('orders')}/validate`, staging)).status).toBe(404);
    expect((await t.call('POST', `/api/models/${idOf('orders')}/validate`)).status).toBe(401);
  });
});

describe('DELETE /models/{id}', () => {
  it('refuses a model that products use, naming them, and deletes one only the system product holds', async () => {
    const { t, cookie, idOf } = await setup();
    const used = await t.call('DELETE', `/api/models/${idOf('refunds')}`, { cookie });
    expect(used.status).toBe(409);
    expect(used.json.message).toBe(
      'The model "refunds" is part of the products "Billing", "Commerce"; remove it from those products first.',
    );
    t.db
      .prepare(
        'DELETE FROM product_models WHERE model_id = ? AND product_id IN (SELECT id FROM products WHERE is_system_product = 0)',
      )
      .run(idOf('refunds'));
    const res = await t.call('DELETE', `/api/export/models/${idOf('refunds')}`, { cookie });
    expect(res.status).toBe(200);
    expect(
      (await t.call('GET', '/api/models?page_size=100', { cookie })).json.data.models.map(
        (m: { model_name: string }) => m.model_name,
      ),
    ).not.toContain('refunds');
    expect((await t.call('DELETE', '/api/models/nope', { cookie })).status).toBe(404);
  });
});

describe('GET /models/{id}', () => {
  it('answers 401 signed out and 404 for unknown ids or another environment, at both spellings', async () => {
    const { t, cookie, idOf } = await setup();
    const id = idOf('orders');
    expect((await t.call('GET', `/api/models/${id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/api/models/${id}`)).status).toBe(401);
    for (const prefix of ['/api/models', '/api/export/models']) {
      const res = await t.call('GET', `${prefix}/${id}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.json.data.model.model_name).toBe('orders');
      expect((await t.call('GET', `${prefix}/nope`, { cookie })).status).toBe(404);
      const staging = await t.call('GET', `${prefix}/${id}`, { cookie, headers: { Environment: 'staging' } });
      expect(staging.status).toBe(404);
    }
  });

  it('ignores a body sent to validate (the call takes none)', async () => {
    const { t, cookie, idOf } = await setup();
    const res = await t.call('POST', `/api/export/models/${idOf('orders')}/validate`, {
      cookie,
      body: '{not json',
    });
    expect(res.status).toBe(200);
  });
});
