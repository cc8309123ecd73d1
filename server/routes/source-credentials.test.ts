import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = makeTestApp({ runnerStepMs: 1 });
  const cookie = await t.signIn();
  const recipientId = (
    await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'Cred Co', id_in_provider_system: 'cred-co', products: ['Billing'] } },
    })
  ).json.data.recipient.id as string;
  const sourceId = t.db
    .prepare(`SELECT id FROM sources WHERE environment = 'prod' AND vendor = 'postgres'`)
    .pluck()
    .get() as string;
  const credential = {
    recipient_id: recipientId,
    source_id: sourceId,
    username: 'cred_co',
    password: 's3cret-pw',
  };
  return { t, cookie, credential };
}

describe('recipient source credentials', () => {
  it('creates one per recipient and source (409 twice), never returns or logs the password, and pages', async () => {
    const { t, cookie, credential } = await setup();
    const res = await t.call('POST', '/api/recipient-source-credentials', {
      cookie,
      body: { recipient_source_credential: credential },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.recipient_source_credential).toEqual({
      id: expect.any(String),
      recipient_id: credential.recipient_id,
      source_id: credential.source_id,
      username: 'cred_co',
    });
    const again = await t.call('POST', '/api/recipient-source-credentials', {
      cookie,
      body: { recipient_source_credential: credential },
    });
    expect(again.status).toBe(409);
    const seen: string[] = [];
    let url: string | undefined = '/api/recipient-source-credentials?page_size=2';
    while (url) {
      const page = await t.call('GET', url, { cookie });
      seen.push(...page.json.data.recipient_source_credentials.map((c: { id: string }) => c.id));
      expect(page.text).not.toContain('s3cret-pw');
      url = page.json.has_next ? String(page.json.next_url) : undefined;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(6);
    expect(t.logs.join('\n')).not.toContain('s3cret-pw');
  });

  it('answers 422 naming an unknown recipient or source, and a missing field', async () => {
    const { t, cookie, credential } = await setup();
    const post = (c: object) =>
      t.call('POST', '/api/recipient-source-credentials', {
        cookie,
        body: { recipient_source_credential: c },
      });
    expect((await post({ ...credential, recipient_id: 'nope' })).json.message).toBe(
      'recipient_source_credential.recipient_id: no such recipient',
    );
    expect((await post({ ...credential, source_id: 'nope' })).json.message).toBe(
      'recipient_source_credential.source_id: no such source',
    );
    const missing = await post({ ...credential, password: '' });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toContain('recipient_source_credential.password');
  });

  it('tests the login by the connection rule', async () => {
    const { t, cookie, credential } = await setup();
    const test = (c: object) =>
      t.call('POST', '/api/test-recipient-source-credential', {
        cookie,
        body: { recipient_source_credential: c },
      });
    expect((await test(credential)).json.data).toEqual({
      status: 'success',
      message: 'Connection successful!',
    });
    const wrong = (await test({ ...credential, password: 'wrong-password' })).json.data;
    expect(wrong.status).toBe('error');
    expect(wrong.message).toContain('cred_co');
  });
});

describe('recipient source credential input checks', () => {
  it('refuses malformed and invalid bodies on create and test, naming the field', async () => {
    const { t, cookie, credential } = await setup();
    const before = t.db.prepare('SELECT count(*) FROM recipient_source_credentials').pluck().get();
    for (const path of ['/api/recipient-source-credentials', '/api/test-recipient-source-credential']) {
      const send = (body: unknown) => t.call('POST', path, { cookie, body });
      const malformed = await send('{');
      expect(malformed.status).toBe(400);
      expect(malformed.json.message).toBe('Request body is not valid JSON.');
      const unwrapped = await send(credential);
      expect(unwrapped.status).toBe(422);
      expect(unwrapped.json.message).toBe(
        'recipient_source_credential: recipient_source_credential is required',
      );
      const empty = await send({ recipient_source_credential: {} });
      expect(empty.status).toBe(422);
      for (const field of ['recipient_id', 'source_id', 'username', 'password']) {
        expect(empty.json.message).toContain(`recipient_source_credential.${field}: ${field} is required`);
      }
      const unknown = await send({ recipient_source_credential: { ...credential, recipient_id: 'nope' } });
      expect(unknown.status).toBe(422);
      expect(unknown.json.message).toBe('recipient_source_credential.recipient_id: no such recipient');
    }
    expect(t.db.prepare('SELECT count(*) FROM recipient_source_credentials').pluck().get()).toBe(before);
  });

  it('keeps environments apart, refuses callers signed out, and goes with its recipient', async () => {
    const { t, cookie, credential } = await setup();
    const body = { recipient_source_credential: credential };
    const staging = { Environment: 'staging' };
    const elsewhere = await t.call('POST', '/api/recipient-source-credentials', {
      cookie,
      body,
      headers: staging,
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json.message).toBe('recipient_source_credential.recipient_id: no such recipient');
    const stagingList = await t.call('GET', '/api/recipient-source-credentials', {
      cookie,
      headers: staging,
    });
    expect(stagingList.json.data.recipient_source_credentials).toEqual([]);
    expect((await t.call('GET', '/api/recipient-source-credentials')).status).toBe(401);
    expect((await t.call('POST', '/api/recipient-source-credentials', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/test-recipient-source-credential', { body })).status).toBe(401);

    const created = await t.call('POST', '/api/recipient-source-credentials', { cookie, body });
    const id = created.json.data.recipient_source_credential.id as string;
    expect((await t.call('DELETE', `/api/recipients/${credential.recipient_id}`, { cookie })).status).toBe(
      200,
    );
    const list = await t.call('GET', '/api/recipient-source-credentials?page_size=100', { cookie });
    expect(list.json.data.recipient_source_credentials.map((c: { id: string }) => c.id)).not.toContain(id);
  });
});
