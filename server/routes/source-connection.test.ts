import { describe, expect, it } from 'vitest';
import { postgresSource, setup } from '../testing/source-fixtures.ts';

describe('source connection tests', () => {
  it('follows the destination rule for a source not saved yet', async () => {
    const { call } = await setup();
    const base = postgresSource();
    const test = (postgres: Record<string, unknown>) =>
      call('POST', '/api/test-source', { source: { ...base, postgres: { ...base.postgres, ...postgres } } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'success', 'Connection successful!'],
      [
        { host: 'db.acme.invalid' },
        'error',
        'could not translate host name "db.acme.invalid" to address: Name or service not known',
      ],
      [
        { ssh_tunnel: { ...base.postgres.ssh_tunnel, ssh_tunnel_port: 1 } },
        'error',
        'ssh: connect to host bastion.acme.io port 1: Connection refused',
      ],
      [
        { password_auth: { username: 'reader', password: 'wrong-password' } },
        'error',
        'password authentication failed for user "reader"',
      ],
    ];
    for (const [change, status, message] of cases) {
      const res = await test(change);
      expect(res.status, message).toBe(200);
      expect(res.json.data, message).toEqual({ status, message: expect.stringContaining(message) });
    }
    // A test needs the connection settings only: an unnamed source may be tested.
    expect((await call('POST', '/api/test-source', { source: { ...base, name: '' } })).json.data.status).toBe(
      'success',
    );
    const snowflake = await call('POST', '/api/test-source', {
      source: {
        vendor: 'snowflake',
        snowflake: {
          host: 'acme.invalid',
          database: 'A',
          auth_method: 'password_auth',
          password_auth: { username: 'U', password: 'p' },
        },
      },
    });
    expect(snowflake.json.data).toEqual({ status: 'error', message: 'getaddrinfo ENOTFOUND acme.invalid' });
  });

  it('answers 400 for malformed JSON and 422 naming the field of an incomplete source', async () => {
    const { call } = await setup();
    expect((await call('POST', '/api/test-source', '{')).status).toBe(400);
    const res = await call('POST', '/api/test-source', {
      source: { vendor: 'postgres', postgres: { host: 'db.acme.io' } },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      'postgres.port is required; postgres.database is required; postgres.password_auth.username is required; postgres.password_auth.password is required',
    );
  });

  it('tests a saved source with its stored secrets, merging an optional sparse change', async () => {
    const { call, create } = await setup();
    const id = (await create()).json.data.source.id as string;
    const path = `/api/sources/${id}/test-connection`;
    expect((await call('POST', path)).json.data.status).toBe('success');
    const wrong = await call('POST', path, {
      source: { postgres: { password_auth: { password: 'wrong-password' } } },
    });
    expect(wrong.json.data).toEqual({
      status: 'error',
      message: 'password authentication failed for user "reader"',
    });
    // A blank password in the change keeps the stored one.
    const blank = await call('POST', path, { source: { postgres: { password_auth: { password: '' } } } });
    expect(blank.json.data.status).toBe('success');
    const moved = await call('POST', path, { source: { postgres: { host: 'other.acme.io' } } });
    expect(moved.status).toBe(422);
    expect(moved.json.message).toBe('postgres.host cannot be changed (it is "orders-replica.acme.io")');
    expect((await call('POST', '/api/sources/nope/test-connection')).status).toBe(404);
  });
});
