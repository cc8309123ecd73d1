/** Shared set-up of the destination write tests: a signed-in test app and the worked example. */
import { expect } from 'vitest';
import { SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';
import { workedExample as example } from '../../src/api/wire/form-fixture.ts';
import { openJson } from '../secrets/secret-box.ts';
import { makeTestApp } from './test-app.ts';

/** The worked example of CONTRACT.md §6, for a recipient of the seed. */
export function workedExample(recipientId: string, name = 'acme') {
  return {
    ...example,
    name,
    recipient_id: recipientId,
    postgres: { ...example.postgres, password_auth: { username: 'u', password: 'first-secret-value' } },
  };
}

export async function setup() {
  // A fast pace keeps connection tests (which wait one engine step, at most 800 ms) quick.
  const t = makeTestApp({ runnerStepMs: 1 });
  const cookie = await t.signIn();
  const recipientId = t.db
    .prepare(`SELECT id FROM recipients WHERE environment = 'prod' ORDER BY id LIMIT 1`)
    .pluck()
    .get() as string;
  const create = (destination: unknown, path = '/api/destinations') =>
    t.call('POST', path, { cookie, body: { destination } });
  // The stored secrets, opened (the column itself is sealed: server/security/secrets-at-rest.test.ts).
  // biome-ignore lint/suspicious/noExplicitAny: tests read nested secret fields.
  const secretsOf = (id: string): any =>
    openJson(t.db, String(t.db.prepare('SELECT secrets FROM destinations WHERE id = ?').pluck().get(id)));
  return { t, cookie, recipientId, create, secretsOf };
}

export const expectNoSecrets = (text: string) => {
  for (const field of SECRET_FIELDS) expect(text).not.toContain(`"${field}"`);
};
