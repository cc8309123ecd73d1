import { describe, expect, it } from 'vitest';
import { setup, workedExample } from '../testing/destination-fixtures.ts';

describe('connection tests', () => {
  it('follows the documented rule for a destination not saved yet', async () => {
    const { t, cookie, recipientId } = await setup();
    const base = workedExample(recipientId);
    const test = (postgres: Record<string, unknown>) =>
      t.call('POST', '/api/test-destination', {
        cookie,
        body: { destination: { ...base, postgres: { ...base.postgres, ...postgres } } },
      });
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'success', 'Connection successful!'],
      [
        { host: 'db.acme.invalid' },
        'error',
        'could not translate host name "db.acme.invalid" to address: Name or service not known',
      ],
      [
        { ssh_tunnel: { ...base.postgres.ssh_tunnel, ssh_tunnel_host: 'bastion.invalid' } },
        'error',
        'ssh: Could not resolve hostname bastion.invalid: Name or service not known',
      ],
      [{ port: 1 }, 'error', 'connection to server at "db.acme.io", port 1 failed: Connection refused'],
      [
        { password_auth: { username: 'loader', password: 'wrong-password' } },
        'error',
        'password authentication failed for user "loader"',
      ],
    ];
    for (const [change, status, message] of cases) {
      const res = await test(change);
      expect(res.status, message).toBe(200);
      expect(res.json.data.status, message).toBe(status);
      expect(res.json.data.message, message).toContain(message);
    }
    // Only the connection settings matter for a test; name, recipient and models may still be blank.
    const bare = await t.call('POST', '/api/test-destination', {
      cookie,
      body: { destination: { vendor: 'postgres', postgres: base.postgres } },
    });
    expect(bare.json.data.status).toBe('success');
    const malformed = await t.call('POST', '/api/test-destination', { cookie, body: '{"destination": {' });
    expect(malformed.status).toBe(400);
    const invalid = await test({ host: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.message).toBe('postgres.host is required');
  });

  it('tests a saved destination, with unsaved sparse changes merged over it', async () => {
    const { t, cookie, create, recipientId } = await setup();
    const id = (await create(workedExample(recipientId))).json.data.destination.id;
    const path = `/api/destinations/${id}/test-connection`;
    const plain = await t.call('POST', path, { cookie });
    expect(plain.json.data).toEqual({ status: 'success', message: 'Connection successful!' });
    const wrong = await t.call('POST', path, {
      cookie,
      body: { destination: { postgres: { password_auth: { password: 'wrong-password' } } } },
    });
    expect(wrong.json.data).toEqual({
      status: 'error',
      message: 'password authentication failed for user "u"',
    });
    const blank = await t.call('POST', `/api/export/destinations/${id}/test-connection`, {
      cookie,
      body: { destination: { postgres: { password_auth: { password: '' } } } },
    });
    expect(blank.json.data.status).toBe('success');
    const host = await t.call('POST', path, {
      cookie,
      body: { destination: { postgres: { host: 'db.x.invalid' } } },
    });
    expect(host.status).toBe(422);
    expect((await t.call('POST', '/api/destinations/nope/test-connection', { cookie })).status).toBe(404);
    expect((await t.call('POST', path, { cookie, body: 'not json' })).status).toBe(400);
    const wrongShape = await t.call('POST', path, { cookie, body: { destination: 'postgres' } });
    expect(wrongShape.status).toBe(422);
    expect(wrongShape.json.message).toContain('destination');
    expect((await t.call('POST', path)).status).toBe(401);
  });

  it('fails bucket and storage names ending in .invalid with the storage system message', async () => {
    const { t, cookie } = await setup();
    const s3 = {
      vendor: 's3',
      s3: {
        bucket_name: 'acme.invalid',
        bucket_region: 'us-east-1',
        file_format: 'parquet',
        auth_method: 'aws_iam_role',
        aws_iam_role: { aws_iam_role_arn: 'arn:aws:iam::1:role/r' },
      },
    };
    const res = await t.call('POST', '/api/test-destination', { cookie, body: { destination: s3 } });
    expect(res.json.data).toEqual({
      status: 'error',
      message: 'NoSuchBucket: The specified bucket does not exist (s3://acme.invalid)',
    });
  });
});
