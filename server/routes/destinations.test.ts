import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { destinationListReply, destinationReply } from '../../src/api/schemas/destination.ts';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';
import { openSecret } from '../secrets/secret-box.ts';
import { makeTestApp } from '../testing/test-app.ts';

const listReply = pagedEnvelope(destinationListReply);

describe('GET /api/destinations', () => {
  it('requires a session', async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/destinations');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Not signed in.');
  });

  it('returns 30 destinations by default, newest first, in the shared schema', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const res = await t.call('GET', '/api/destinations', { cookie });
    const page = v.parse(listReply, res.json);
    expect(page.data.destinations).toHaveLength(30);
    expect(page.has_next).toBe(true);
    const created = page.data.destinations.map((d) => d.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('nests vendor settings under the vendor name and never returns secrets', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const res = await t.call('GET', '/api/destinations?page_size=100', { cookie });
    const { destinations } = v.parse(listReply, res.json).data;
    for (const d of destinations) expect(d[d.vendor]).toBeTypeOf('object');
    const postgres = destinations.find((d) => d.vendor === 'postgres');
    expect(postgres?.postgres).toMatchObject({ port: 5432, auth_method: 'password_auth' });
    for (const field of SECRET_FIELDS) expect(res.text).not.toContain(`"${field}"`);
    const storedSecret = (t.db.prepare('SELECT secrets FROM destinations').pluck().all() as string[])
      .map((stored) => openSecret(t.db, stored))
      .find((clear) => clear.includes('"password"'));
    expect(storedSecret).toBeTypeOf('string');
    const password = /"password":"([^"]+)"/.exec(String(storedSecret))?.[1] ?? 'missing';
    expect(res.text).not.toContain(password);
  });

  it('reports the last completed transfer consistently with the transfers', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const res = await t.call('GET', '/api/destinations?page_size=100', { cookie });
    const { destinations } = v.parse(listReply, res.json).data;
    const failing = destinations.filter(
      (d) => d.last_completed_transfer && d.last_completed_transfer.status !== 'SUCCESS',
    );
    expect(failing.length).toBeGreaterThanOrEqual(6);
    for (const d of destinations.slice(0, 20)) {
      const last = t.db
        .prepare(
          `SELECT status, ended_at FROM transfers WHERE destination_id = ? AND ended_at IS NOT NULL
           ORDER BY ended_at DESC LIMIT 1`,
        )
        .get(d.id) as { status: string; ended_at: string } | undefined;
      expect(d.last_completed_transfer?.status ?? null).toBe(last?.status ?? null);
      const success = t.db
        .prepare(`SELECT max(ended_at) FROM transfers WHERE destination_id = ? AND status = 'SUCCESS'`)
        .pluck()
        .get(d.id);
      expect(d.last_successful_transfer_ended_at).toBe(success);
    }
  });

  it('serves the data set named by the Environment header and rejects unknown ones', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const prod = v.parse(
      listReply,
      (await t.call('GET', '/api/destinations?page_size=100', { cookie })).json,
    );
    const staging = v.parse(
      listReply,
      (
        await t.call('GET', '/api/destinations?page_size=100', {
          cookie,
          headers: { Environment: 'staging' },
        })
      ).json,
    );
    expect(prod.data.destinations.length).toBeGreaterThanOrEqual(60);
    expect(staging.data.destinations.length).toBe(12);
    const prodNames = new Set(prod.data.destinations.map((d) => d.name));
    expect(staging.data.destinations.some((d) => prodNames.has(d.name))).toBe(false);

    const bad = await t.call('GET', '/api/destinations', { cookie, headers: { Environment: 'dev' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Environment header must be "prod" or "staging" (received "dev").');
  });

  it('answers the deprecated /export/destinations spelling the same way', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const current = await t.call('GET', '/api/destinations?page_size=5', { cookie });
    const legacy = await t.call('GET', '/api/export/destinations?page_size=5', { cookie });
    expect(legacy.status).toBe(200);
    expect(legacy.json.data).toEqual(current.json.data);
    expect(legacy.json.next_url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/api\/export\/destinations\?/);
  });
});

describe('GET /api/destinations/{id}', () => {
  it('returns one destination, or 404 for an unknown id or another environment', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const first = v.parse(listReply, (await t.call('GET', '/api/destinations?page_size=1', { cookie })).json)
      .data.destinations[0];
    const one = await t.call('GET', `/api/destinations/${first?.id}`, { cookie });
    expect(v.parse(envelope(destinationReply), one.json).data.destination).toEqual(first);
    const legacy = await t.call('GET', `/api/export/destinations/${first?.id}`, { cookie });
    expect(legacy.json.data.destination).toEqual(first);

    const unknown = await t.call('GET', '/api/destinations/00000000-0000-4000-8000-000000000000', { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: 'error', data: null, message: 'Destination not found.' });
    const elsewhere = await t.call('GET', `/api/destinations/${first?.id}`, {
      cookie,
      headers: { Environment: 'staging' },
    });
    expect(elsewhere.status).toBe(404);
  });
});
