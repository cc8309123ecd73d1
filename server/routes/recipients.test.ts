import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { recipientReply } from '../../src/api/schemas/recipient.ts';
import { makeTestApp } from '../testing/test-app.ts';

const events = (t: ReturnType<typeof makeTestApp>, type: string) =>
  t.db.prepare('SELECT data FROM events WHERE type = ?').pluck().all(type) as string[];

describe('recipient writes', () => {
  it('creates a recipient with sorted products and publishes recipient.created', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const body = {
      recipient: { name: 'Globex', id_in_provider_system: 'globex-1', products: ['Commerce', 'Billing'] },
    };
    const res = await t.call('POST', '/api/recipients', { cookie, body });
    expect(res.status).toBe(200);
    const recipient = v.parse(envelope(recipientReply), res.json).data.recipient;
    expect(recipient).toMatchObject({ name: 'Globex', products: ['Billing', 'Commerce'] });
    expect((await t.call('GET', `/api/recipients/${recipient.id}`, { cookie })).json.data.recipient).toEqual(
      recipient,
    );
    expect(events(t, 'recipient.created').map((d) => JSON.parse(d).recipient.id)).toEqual([recipient.id]);
  });

  it('answers 400, 422 naming the field, 409 on a duplicate id_in_provider_system, 422 for unknown products', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    expect((await t.call('POST', '/api/recipients', { cookie, body: 'nope' })).status).toBe(400);
    const none = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'A', id_in_provider_system: 'a', products: [] } },
    });
    expect(none.status).toBe(422);
    expect(none.json.message).toBe('recipient.products: Must select at least one product');
    const existing = t.db
      .prepare(`SELECT id_in_provider_system FROM recipients WHERE environment = 'prod'`)
      .pluck()
      .get();
    const dup = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'A', id_in_provider_system: existing, products: ['Billing'] } },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(`A recipient with id_in_provider_system "${existing}" already exists.`);
    const unknown = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'A', id_in_provider_system: 'new', products: ['Gold'] } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('recipient.products: unknown product "Gold"');
  });

  it('patches name and products, refuses a new id_in_provider_system, 404 for unknown ids', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const created = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'Initech', id_in_provider_system: 'initech', products: ['Billing'] } },
    });
    const id = created.json.data.recipient.id;
    const res = await t.call('PATCH', `/api/recipients/${id}`, {
      cookie,
      body: { recipient: { name: 'Initech Ltd', products: ['Commerce'], id_in_provider_system: 'initech' } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.recipient).toMatchObject({
      name: 'Initech Ltd',
      products: ['Commerce'],
      id_in_provider_system: 'initech',
    });
    const moved = await t.call('PATCH', `/api/recipients/${id}`, {
      cookie,
      body: { recipient: { id_in_provider_system: 'x' } },
    });
    expect(moved.status).toBe(422);
    expect(moved.json.message).toContain('id_in_provider_system');
    expect((await t.call('PATCH', '/api/recipients/nope', { cookie, body: { recipient: {} } })).status).toBe(
      404,
    );
    expect(events(t, 'recipient.updated')).toHaveLength(1);
  });

  it('deletes a recipient without destinations and refuses one with destinations (409, how many)', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const busy = t.db
      .prepare(
        `SELECT recipient_id, count(*) AS n FROM destinations WHERE environment = 'prod' GROUP BY recipient_id LIMIT 1`,
      )
      .get() as { recipient_id: string; n: number };
    const refused = await t.call('DELETE', `/api/recipients/${busy.recipient_id}`, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain(`still has ${busy.n} destination`);
    const created = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'Temp', id_in_provider_system: 'temp', products: ['Billing'] } },
    });
    const id = created.json.data.recipient.id;
    expect((await t.call('DELETE', `/api/recipients/${id}`, { cookie })).status).toBe(200);
    expect((await t.call('GET', `/api/recipients/${id}`, { cookie })).status).toBe(404);
    expect((await t.call('DELETE', `/api/recipients/${id}`, { cookie })).status).toBe(404);
    expect(events(t, 'recipient.deleted')).toHaveLength(1);
  });
});

describe('recipient input checks', () => {
  const count = (t: ReturnType<typeof makeTestApp>) =>
    t.db.prepare('SELECT count(*) FROM recipients').pluck().get() as number;

  it('refuses malformed and invalid create bodies with a message naming the field, writing nothing', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const before = count(t);
    const post = (body: unknown) => t.call('POST', '/api/recipients', { cookie, body });
    const cases: [unknown, number, string][] = [
      ['{', 400, 'Request body is not valid JSON.'],
      [[1], 400, 'Request body must be a JSON object.'],
      [{}, 422, 'recipient: recipient is required'],
      [{ recipient: 'x' }, 422, 'recipient: recipient must be Object (received "x")'],
      [
        { recipient: { name: '  ', id_in_provider_system: 'q', products: ['Billing'] } },
        422,
        'recipient.name: name is required',
      ],
      [
        { recipient: { name: 'Q', products: ['Billing'] } },
        422,
        'recipient.id_in_provider_system: id_in_provider_system is required',
      ],
      [
        { recipient: { name: 'Q', id_in_provider_system: 'q', products: 'Billing' } },
        422,
        'recipient.products: products must be Array (received "Billing")',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status, message });
    }
    expect(count(t)).toBe(before);
    expect(events(t, 'recipient.created')).toHaveLength(0);
  });

  it('refuses malformed and invalid patches and leaves the recipient as it was', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const id = t.db.prepare(`SELECT id FROM recipients WHERE environment = 'prod'`).pluck().get() as string;
    const before = (await t.call('GET', `/api/recipients/${id}`, { cookie })).json.data.recipient;
    const patch = (body: unknown) => t.call('PATCH', `/api/recipients/${id}`, { cookie, body });
    const cases: [unknown, number, string][] = [
      ['{', 400, 'Request body is not valid JSON.'],
      [{}, 422, 'recipient: recipient is required'],
      [{ recipient: { products: [] } }, 422, 'recipient.products: Must select at least one product'],
      [{ recipient: { name: '' } }, 422, 'recipient.name: name is required'],
      [{ recipient: { products: ['Gold'] } }, 422, 'recipient.products: unknown product "Gold"'],
    ];
    for (const [body, status, message] of cases) {
      const res = await patch(body);
      expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status, message });
    }
    expect((await t.call('GET', `/api/recipients/${id}`, { cookie })).json.data.recipient).toEqual(before);
    expect(events(t, 'recipient.updated')).toHaveLength(0);
  });

  it('keeps environments apart and refuses writes signed out', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const staging = { Environment: 'staging' };
    const id = t.db.prepare(`SELECT id FROM recipients WHERE environment = 'prod'`).pluck().get() as string;
    expect((await t.call('GET', `/api/recipients/${id}`, { cookie, headers: staging })).status).toBe(404);
    const body = { recipient: { name: 'Moved' } };
    expect((await t.call('PATCH', `/api/recipients/${id}`, { cookie, body, headers: staging })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/recipients/${id}`, { cookie, headers: staging })).status).toBe(404);
    // The same id_in_provider_system may exist once per environment.
    const taken = t.db
      .prepare(`SELECT id_in_provider_system FROM recipients WHERE id = ?`)
      .pluck()
      .get(id) as string;
    const twin = await t.call('POST', '/api/recipients', {
      cookie,
      headers: staging,
      body: { recipient: { name: 'Twin', id_in_provider_system: taken, products: ['Billing'] } },
    });
    expect(twin.status).toBe(200);

    const create = { recipient: { name: 'A', id_in_provider_system: 'a', products: ['Billing'] } };
    expect((await t.call('POST', '/api/recipients', { body: create })).status).toBe(401);
    expect((await t.call('PATCH', `/api/recipients/${id}`, { body })).status).toBe(401);
    expect((await t.call('DELETE', `/api/recipients/${id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/recipients/${id}`, { cookie })).json.data.recipient.name).not.toBe(
      'Moved',
    );
  });
});
