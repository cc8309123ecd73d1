import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { destinationReply } from '../../src/api/schemas/destination.ts';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { expectNoSecrets, setup, workedExample } from '../testing/destination-fixtures.ts';

describe('POST /api/destinations', () => {
  it('creates the worked example and answers with the read shape, secrets kept apart', async () => {
    const { t, cookie, create, recipientId, secretsOf } = await setup();
    const res = await create(workedExample(recipientId));
    expect(res.status).toBe(200);
    const { destination } = v.parse(envelope(destinationReply), res.json).data;
    expect(destination).toMatchObject({
      name: 'acme',
      vendor: 'postgres',
      recipient_id: recipientId,
      enabled_models: ['*'],
      frequency_minutes: 60,
      is_enabled: true,
      last_completed_transfer: null,
    });
    expect(destination.products.length).toBeGreaterThan(0);
    expect(destination.postgres).toMatchObject({
      host: 'db.acme.io',
      password_auth: { username: 'u' },
      use_ssh_tunnel: true,
      ssh_tunnel: { ssh_tunnel_host: 'bastion', ssh_tunnel_port: 22, ssh_tunnel_username: 'prequel' },
    });
    // The recipient's tunnel key was made and is shown where the form expects it.
    expect(
      (destination.postgres as { ssh_tunnel: { ssh_public_key: string } }).ssh_tunnel.ssh_public_key,
    ).toMatch(/^ssh-rsa AAAA/);
    expectNoSecrets(res.text);
    expect(res.text).not.toContain('first-secret-value');
    expect(secretsOf(destination.id)).toEqual({
      postgres: { password_auth: { password: 'first-secret-value' } },
    });
    const read = await t.call('GET', `/api/destinations/${destination.id}`, { cookie });
    expect(read.json.data.destination).toEqual(destination);
    const event = t.db
      .prepare(`SELECT type, data FROM events WHERE type = 'export_destination.created'`)
      .get() as {
      data: string;
    };
    expect(JSON.parse(event.data).destination.id).toBe(destination.id);
    expect(event.data).not.toContain('first-secret-value');
  });

  it('fills defaults: enabled, the org frequency, the first option of a select', async () => {
    const { create, recipientId } = await setup();
    const example = workedExample(recipientId);
    const { is_enabled: _enabled, frequency_minutes: _frequency, ...rest } = example;
    const { auth_method: _auth, use_ssh_tunnel: _tunnel, ssh_tunnel: _ssh, ...postgres } = example.postgres;
    const res = await create({ ...rest, postgres });
    expect(res.status).toBe(200);
    expect(res.json.data.destination).toMatchObject({ is_enabled: true, frequency_minutes: 0 });
    expect(res.json.data.destination.postgres).toMatchObject({
      auth_method: 'password_auth',
      use_ssh_tunnel: false,
    });
  });

  it('rejects malformed JSON with 400 and bodies that fail the form with 422 naming the field', async () => {
    const { t, cookie, create, recipientId } = await setup();
    const malformed = await t.call('POST', '/api/destinations', { cookie, body: '{"destination":' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('Request body is not valid JSON.');
    const base = workedExample(recipientId);
    const cases: [unknown, string][] = [
      [undefined, 'destination: destination is required'],
      [{ ...base, vendor: undefined }, 'vendor: vendor is required'],
      [
        { ...base, vendor: 'teradata' },
        'vendor: vendor must be a supported destination vendor (received "teradata")',
      ],
      [{ ...base, postgres: { ...base.postgres, host: '' } }, 'postgres.host is required'],
      [
        { ...base, postgres: { ...base.postgres, port: '5432' } },
        'postgres.port must be a whole number (received "5432")',
      ],
      [{ ...base, postgres: { ...base.postgres, port: 70000 } }, 'postgres.port must be between 1 and 65535'],
      [
        { ...base, postgres: { ...base.postgres, password_auth: { username: 'u' } } },
        'postgres.password_auth.password is required',
      ],
      [
        { ...base, postgres: { ...base.postgres, auth_method: 'kerberos' } },
        'postgres.auth_method must be one of password_auth (received "kerberos")',
      ],
      [
        { ...base, postgres: { ...base.postgres, use_ssh_tunnel: 'yes' } },
        'postgres.use_ssh_tunnel must be true or false',
      ],
      [
        { ...base, postgres: { ...base.postgres, ssh_tunnel: { ssh_tunnel_host: 'bastion' } } },
        'postgres.ssh_tunnel.ssh_tunnel_port is required',
      ],
      [
        { ...base, frequency_minutes: 7 },
        'frequency_minutes must be one of 0, 15, 60, 360, 720, 1440 (received 7)',
      ],
      [{ ...base, recipient_id: 'nope' }, 'recipient_id: no recipient with id "nope"'],
      [{ ...base, enabled_models: [] }, 'enabled_models: select at least one model'],
      [
        { ...base, enabled_models: ['*', 'orders'] },
        'enabled_models: "*" (all models) must be the only entry',
      ],
      [
        { ...base, enabled_models: ['no_such_model'] },
        `enabled_models: "no_such_model" not in the destination's products`,
      ],
      [{ ...base, name: '' }, 'name is required'],
    ];
    for (const [destination, message] of cases) {
      const res = await t.call('POST', '/api/destinations', {
        cookie,
        body: destination === undefined ? {} : { destination },
      });
      expect(res.status, message).toBe(422);
      expect(res.json.message, message).toContain(message);
    }
    expect((await create(base)).status).toBe(200);
  });

  it('checks vendor specific rules: JSON keys, the Databricks Hive bucket, Delta Lake auth per storage', async () => {
    const { create, recipientId } = await setup();
    const top = { name: 'x', recipient_id: recipientId, enabled_models: ['*'] };
    const bigquery = {
      project_id: 'p',
      schema: 'd',
      auth_method: 'gcp_service_account_key',
      gcp_service_account_key: { service_account_key: '{not json' },
      bucket_vendor: 'bucket_gcs',
      bucket_gcs: { bucket_name: 'b', bucket_region: 'US' },
    };
    const badKey = await create({ ...top, vendor: 'bigquery', bigquery });
    expect(badKey.json.message).toBe(
      'bigquery.gcp_service_account_key.service_account_key must be valid JSON',
    );
    const goodKey = await create({
      ...top,
      vendor: 'bigquery',
      bigquery: {
        ...bigquery,
        gcp_service_account_key: { service_account_key: { type: 'service_account' } },
      },
    });
    expect(goodKey.status).toBe(200);
    expect(goodKey.text).not.toContain('"service_account_key"');
    const databricks = {
      host: 'dbc-1.cloud.databricks.com',
      http_path: '/sql/1.0/warehouses/1',
      schema: 's',
      auth_method: 'access_token_auth',
      access_token_auth: { access_token: 'dapi1' },
      metastore: 'hive',
    };
    const hive = await create({ ...top, name: 'db', vendor: 'databricks', databricks });
    expect(hive.status).toBe(422);
    expect(hive.json.message).toBe('databricks.bucket_vendor is required for the Hive metastore');
    const unity = await create({
      ...top,
      name: 'db',
      vendor: 'databricks',
      databricks: { ...databricks, metastore: 'unity_catalog' },
    });
    expect(unity.status).toBe(200);
    const delta = await create({
      ...top,
      name: 'dl',
      vendor: 'delta_lake',
      delta_lake: {
        bucket_vendor: 'bucket_abs',
        bucket_name: 'c',
        auth_method: 'aws_iam_role',
        aws_iam_role: { aws_iam_role_arn: 'arn:aws:iam::1:role/r' },
      },
    });
    expect(delta.json.message).toBe(
      'delta_lake.auth_method must be azure_storage_account_access_key when bucket_vendor is bucket_abs',
    );
  });

  it('refuses a second destination of the same name for the recipient with 409', async () => {
    const { create, recipientId } = await setup();
    expect((await create(workedExample(recipientId, 'Warehouse'))).status).toBe(200);
    const again = await create(workedExample(recipientId, 'warehouse'));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('name: this recipient already has a destination named "warehouse"');
  });

  it('needs a session', async () => {
    const { t, recipientId } = await setup();
    const res = await t.call('POST', '/api/destinations', {
      body: { destination: workedExample(recipientId) },
    });
    expect(res.status).toBe(401);
  });
});
