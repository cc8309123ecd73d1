/** Shared set-up of the source tests: a signed-in test app and a Postgres source with a tunnel. */
import { makeTestApp } from './test-app.ts';

export const SOURCE_PASSWORD = 'source-secret-value';

export function postgresSource(name = 'Orders replica') {
  return {
    vendor: 'postgres',
    name,
    postgres: {
      host: 'orders-replica.acme.io',
      port: 5432,
      database: 'orders',
      auth_method: 'password_auth',
      password_auth: { username: 'reader', password: SOURCE_PASSWORD },
      use_ssh_tunnel: true,
      ssh_tunnel: { ssh_tunnel_host: 'bastion.acme.io', ssh_tunnel_port: 22, ssh_tunnel_username: 'prequel' },
      disable_ssl: false,
    },
  };
}

export async function setup() {
  // A fast pace keeps connection tests (which wait one engine step, at most 800 ms) quick.
  const t = makeTestApp({ runnerStepMs: 20 });
  const cookie = await t.signIn();
  const call = (method: string, path: string, body?: unknown) => t.call(method, path, { cookie, body });
  const create = (source: object = postgresSource()) => call('POST', '/api/sources', { source });
  const events = (type: string) =>
    (t.db.prepare('SELECT data FROM events WHERE type = ?').pluck().all(type) as string[]).map(
      (d) => JSON.parse(d) as { source: { id: string; name: string } },
    );
  return { t, cookie, call, create, events };
}
