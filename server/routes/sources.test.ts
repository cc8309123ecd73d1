import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { sourceListReply, sourceReply } from '../../src/api/schemas/source.ts';
import { openJson, openSecret } from '../secrets/secret-box.ts';
import { postgresSource, SOURCE_PASSWORD, setup } from '../testing/source-fixtures.ts';

const sourcePage = pagedEnvelope(sourceListReply);

describe('source reads', () => {
  it('pages every source once, newest first, while sources are added', async () => {
    const { t, cookie, create } = await setup();
    for (const name of ['A', 'B', 'C']) {
      t.advance(1000);
      await create(postgresSource(name));
    }
    const ids: string[] = [];
    let url: string | undefined = '/api/sources?page_size=2';
    while (url) {
      const page: v.InferOutput<typeof sourcePage> = v.parse(
        sourcePage,
        (await t.call('GET', url, { cookie })).json,
      );
      ids.push(...page.data.sources.map((s) => s.id));
      if (ids.length === 2) {
        t.advance(1000);
        await create(postgresSource('Added meanwhile'));
      }
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    // 2 seeded + 3 created before the walk; the one added meanwhile is newer than the cursor.
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it('reads one source with its settings nested under the vendor, never a secret; 404 otherwise', async () => {
    const { t, call } = await setup();
    const id = t.db.prepare(`SELECT id FROM sources WHERE name = 'Billing Postgres'`).pluck().get();
    const res = await call('GET', `/api/sources/${id}`);
    const { source } = v.parse(envelope(sourceReply), res.json).data;
    expect(source).toMatchObject({ name: 'Billing Postgres', vendor: 'postgres' });
    expect(source.postgres).toMatchObject({ host: 'billing-db.internal.acme-analytics.example', port: 5432 });
    expect(res.text).not.toContain('"password"');
    expect((await call('GET', '/api/sources/nope')).status).toBe(404);
    // Staging ids are not prod's.
    const staging = await t.call('GET', `/api/sources/${id}`, {
      cookie: (await t.signIn()).toString(),
      headers: { Environment: 'staging' },
    });
    expect(staging.status).toBe(404);
  });

  it('needs a session', async () => {
    const { t } = await setup();
    expect((await t.call('GET', '/api/sources')).status).toBe(401);
    expect((await t.call('POST', '/api/sources', { body: { source: postgresSource() } })).status).toBe(401);
  });
});

describe('source writes', () => {
  it('creates a source, keeps the password out of every reply and log, and publishes the event', async () => {
    const { t, create, events } = await setup();
    const res = await create();
    expect(res.status).toBe(200);
    const { source } = v.parse(envelope(sourceReply), res.json).data;
    expect(source).toMatchObject({ name: 'Orders replica', vendor: 'postgres' });
    expect(source.postgres).toMatchObject({
      host: 'orders-replica.acme.io',
      password_auth: { username: 'reader' },
      ssh_tunnel: { existing_ssh_key: 'primary', ssh_tunnel_host: 'bastion.acme.io' },
    });
    // The tunnel presents the organisation's primary key, made on first use.
    const primary = t.db.prepare(`SELECT public_key FROM ssh_keys WHERE owner = 'primary'`).pluck().get();
    expect((source.postgres as { ssh_tunnel: { ssh_public_key: string } }).ssh_tunnel.ssh_public_key).toBe(
      primary,
    );
    expect(res.text).not.toContain(SOURCE_PASSWORD);
    expect(t.logs.join('\n')).not.toContain(SOURCE_PASSWORD);
    expect(events('export_source.created').map((e) => e.source.id)).toEqual([source.id]);
    expect(JSON.stringify(events('export_source.created'))).not.toContain(SOURCE_PASSWORD);
    const stored = t.db.prepare('SELECT secrets FROM sources WHERE id = ?').pluck().get(source.id);
    expect(String(stored)).not.toContain(SOURCE_PASSWORD);
    expect(openJson(t.db, String(stored))).toEqual({
      postgres: { password_auth: { password: SOURCE_PASSWORD } },
    });
  });

  it('answers 400 for malformed JSON, 422 naming the field, 409 for a taken name', async () => {
    const { call, create } = await setup();
    expect((await call('POST', '/api/sources', '{"source":')).status).toBe(400);
    const missing = await call('POST', '/api/sources', {});
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe('source: source is required');
    const cases: [object, string][] = [
      [{ ...postgresSource(), vendor: 'oracle' }, 'vendor: vendor must be a supported source vendor'],
      [{ ...postgresSource(), vendor: undefined }, 'vendor: vendor is required'],
      [{ ...postgresSource(), name: ' ' }, 'name is required'],
      [
        { ...postgresSource(), postgres: { ...postgresSource().postgres, host: '' } },
        'postgres.host is required',
      ],
      [
        { ...postgresSource(), postgres: { ...postgresSource().postgres, port: 70000 } },
        'postgres.port must be between 1 and 65535',
      ],
      [
        { vendor: 'postgres', name: 'x', postgres: { ...postgresSource().postgres, password_auth: {} } },
        'postgres.password_auth.username is required; postgres.password_auth.password is required',
      ],
    ];
    for (const [source, message] of cases) {
      const res = await create(source);
      expect(res.status, message).toBe(422);
      expect(res.json.message, message).toContain(message);
    }
    const taken = await create(postgresSource('billing postgres'));
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('name: a source named "billing postgres" already exists');
  });

  it('patches sparsely: a blank password keeps the stored one; vendor and host cannot change', async () => {
    const { t, call, create, events } = await setup();
    const id = (await create()).json.data.source.id as string;
    const renamed = await call('PATCH', `/api/sources/${id}`, {
      source: { name: 'Orders', postgres: { port: 6432, password_auth: { password: '' } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.source).toMatchObject({ name: 'Orders', postgres: { port: 6432 } });
    const secrets = t.db.prepare('SELECT secrets FROM sources WHERE id = ?').pluck().get(id);
    expect(openSecret(t.db, String(secrets))).toContain(SOURCE_PASSWORD);
    expect(events('export_source.updated').map((e) => e.source.name)).toEqual(['Orders']);

    const moved = await call('PATCH', `/api/sources/${id}`, {
      source: { vendor: 'mysql', postgres: { host: 'elsewhere.acme.io' } },
    });
    expect(moved.status).toBe(422);
    expect(moved.json.message).toBe(
      'vendor cannot be changed (it is "postgres"); postgres.host cannot be changed (it is "orders-replica.acme.io")',
    );
    const bad = await call('PATCH', `/api/sources/${id}`, { source: { postgres: { port: 'x' } } });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('postgres.port must be a whole number (received "x")');
    expect((await call('PATCH', '/api/sources/nope', { source: {} })).status).toBe(404);
    expect((await call('PATCH', `/api/sources/${id}`, 'nope')).status).toBe(400);
  });

  it('deletes a source no model reads, and refuses (409) one that models read', async () => {
    const { t, call, create, events } = await setup();
    const id = (await create()).json.data.source.id as string;
    expect((await call('DELETE', `/api/sources/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/sources/${id}`)).status).toBe(404);
    expect(events('export_source.deleted').map((e) => e.source.id)).toEqual([id]);
    expect((await call('DELETE', `/api/sources/${id}`)).status).toBe(404);

    const billing = t.db.prepare(`SELECT id FROM sources WHERE name = 'Billing Postgres'`).pluck().get();
    const used = await call('DELETE', `/api/sources/${billing}`);
    expect(used.status).toBe(409);
    expect(used.json.message).toMatch(
      /^The source "Billing Postgres" is read by the models "[a-z_]+"(, "[a-z_]+")*; delete them first\.$/,
    );
    expect((await call('GET', `/api/sources/${billing}`)).status).toBe(200);
  });
});
