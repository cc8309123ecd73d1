import { describe, expect, it } from 'vitest';
import { expectNoSecrets, setup, workedExample } from '../testing/destination-fixtures.ts';

describe('PATCH /api/destinations/{id}', () => {
  it('deep-merges a sparse change: a blank password keeps the stored one, a new one replaces it', async () => {
    const { t, cookie, create, recipientId, secretsOf } = await setup();
    const id = (await create(workedExample(recipientId))).json.data.destination.id;
    const patch = (destination: unknown) =>
      t.call('PATCH', `/api/destinations/${id}`, { cookie, body: { destination } });

    const blank = await patch({
      postgres: { port: 6543, password_auth: { password: '' } },
      frequency_minutes: 1440,
    });
    expect(blank.status).toBe(200);
    expect(blank.json.data.destination).toMatchObject({
      frequency_minutes: 1440,
      postgres: { port: 6543, host: 'db.acme.io' },
    });
    expect(secretsOf(id).postgres.password_auth.password).toBe('first-secret-value');
    expectNoSecrets(blank.text);

    const replaced = await patch({ postgres: { password_auth: { password: 'second-secret' } } });
    expect(replaced.status).toBe(200);
    expect(secretsOf(id).postgres.password_auth.password).toBe('second-secret');

    const off = await patch({ postgres: { use_ssh_tunnel: false }, is_enabled: false });
    expect(off.json.data.destination.is_enabled).toBe(false);
    expect(off.json.data.destination.postgres).not.toHaveProperty('ssh_tunnel');
    const event = t.db
      .prepare(`SELECT count(*) FROM events WHERE type = 'export_destination.updated'`)
      .pluck()
      .get();
    expect(event).toBe(3);
  });

  it('refuses changes of vendor, host and recipient, naming the field', async () => {
    const { t, cookie, create, recipientId } = await setup();
    const id = (await create(workedExample(recipientId))).json.data.destination.id;
    const other = t.db
      .prepare(`SELECT id FROM recipients WHERE environment = 'prod' AND id != ? LIMIT 1`)
      .pluck()
      .get(recipientId);
    const cases: [unknown, string][] = [
      [{ vendor: 'mysql' }, 'vendor cannot be changed (it is "postgres")'],
      [{ recipient_id: other }, 'recipient_id cannot be changed'],
      [{ postgres: { host: 'db.other.io' } }, 'postgres.host cannot be changed (it is "db.acme.io")'],
    ];
    for (const [destination, message] of cases) {
      const res = await t.call('PATCH', `/api/destinations/${id}`, { cookie, body: { destination } });
      expect(res.status, message).toBe(422);
      expect(res.json.message).toContain(message);
    }
    // Sending the unchanged values is fine.
    const same = await t.call('PATCH', `/api/destinations/${id}`, {
      cookie,
      body: {
        destination: { vendor: 'postgres', recipient_id: recipientId, postgres: { host: 'db.acme.io' } },
      },
    });
    expect(same.status).toBe(200);
  });

  it('edits a seeded destination, validates the merged result, and 404s unknown ids', async () => {
    const { t, cookie } = await setup();
    const seeded = t.db
      .prepare(`SELECT id FROM destinations WHERE vendor = 'snowflake' AND environment = 'prod' LIMIT 1`)
      .pluck()
      .get();
    const renamed = await t.call('PATCH', `/api/export/destinations/${seeded}`, {
      cookie,
      body: { destination: { name: 'Renamed' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.destination.name).toBe('Renamed');
    const invalid = await t.call('PATCH', `/api/destinations/${seeded}`, {
      cookie,
      body: { destination: { snowflake: { database: '' } } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.message).toBe('snowflake.database is required');
    const unknown = await t.call('PATCH', '/api/destinations/nope', {
      cookie,
      body: { destination: { name: 'x' } },
    });
    expect(unknown.status).toBe(404);
    expect((await t.call('PATCH', `/api/destinations/${seeded}`, { cookie, body: '[' })).status).toBe(400);
  });
});

describe('DELETE /api/destinations/{id}', () => {
  it('deletes with its transfers, publishes the event, then answers 404', async () => {
    const { t, cookie } = await setup();
    const id = t.db
      .prepare(`SELECT destination_id FROM transfers WHERE environment = 'prod' LIMIT 1`)
      .pluck()
      .get();
    const res = await t.call('DELETE', `/api/destinations/${id}`, { cookie });
    expect(res.status).toBe(200);
    expect(t.db.prepare('SELECT count(*) FROM transfers WHERE destination_id = ?').pluck().get(id)).toBe(0);
    expect((await t.call('GET', `/api/destinations/${id}`, { cookie })).status).toBe(404);
    expect((await t.call('DELETE', `/api/export/destinations/${id}`, { cookie })).status).toBe(404);
    expect(
      t.db.prepare(`SELECT count(*) FROM events WHERE type = 'export_destination.deleted'`).pluck().get(),
    ).toBe(1);
  });
});
