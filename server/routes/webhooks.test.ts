import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { WEBHOOK_FIXED_URLS, webhookListReply } from '../../src/api/schemas/webhook.ts';
import type { EgressMode } from '../config.ts';
import { openSecret } from '../secrets/secret-box.ts';
import { makeTestApp } from '../testing/test-app.ts';

const webhookPage = pagedEnvelope(webhookListReply);
const base = {
  name: 'Ops',
  vendor: 'generic_post',
  url: 'http://127.0.0.1:4173/api/dev/webhook-receiver/ops',
  events: ['transfer.error'],
};

async function setup(webhookEgress: EgressMode = 'local') {
  const t = makeTestApp({ webhookEgress });
  const cookie = await t.signIn();
  const post = (webhook: object) => t.call('POST', '/api/webhooks', { cookie, body: { webhook } });
  return { t, cookie, post };
}

describe('webhook writes', () => {
  it('creates with the default api_version, never returns the api_key, and pages without repeats', async () => {
    const { t, cookie, post } = await setup();
    const res = await post({ ...base, api_key: 'top-secret-key' });
    expect(res.status).toBe(200);
    expect(res.json.data.webhook).toMatchObject({
      name: 'Ops',
      api_version: '2023-10-15',
      events: ['transfer.error'],
    });
    expect(res.text).not.toContain('top-secret-key');
    const ids: string[] = [];
    let url: string | undefined = '/api/webhooks?page_size=2';
    while (url) {
      const page: v.InferOutput<typeof webhookPage> = v.parse(
        webhookPage,
        (await t.call('GET', url, { cookie })).json,
      );
      ids.push(...page.data.webhooks.map((w) => w.id));
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  });

  it('fixes the URL for pagerduty and datadog and requires their api_key on create', async () => {
    // Saved in every egress mode (local holds their deliveries); public checks their fixed address.
    const { post } = await setup('public');
    const noKey = await post({ ...base, vendor: 'pagerduty' });
    expect(noKey.status).toBe(422);
    expect(noKey.json.message).toBe('webhook.api_key: api_key is required for pagerduty');
    const pd = await post({ ...base, vendor: 'pagerduty', api_key: 'k' });
    expect(pd.json.data.webhook.url).toBe(WEBHOOK_FIXED_URLS.pagerduty);
    const dd = await post({ ...base, vendor: 'datadog', url: '', api_key: 'k' });
    expect(dd.json.data.webhook.url).toBe(WEBHOOK_FIXED_URLS.datadog);
  });

  it('answers 400 for malformed JSON and 422 naming url, events, vendor', async () => {
    const { t, cookie, post } = await setup();
    expect((await t.call('POST', '/api/webhooks', { cookie, body: '{' })).status).toBe(400);
    expect((await post({ ...base, url: 'ftp://files.example.com' })).json.message).toBe(
      'webhook.url: url must start with http:// or https://',
    );
    expect((await post({ ...base, url: '' })).json.message).toBe('webhook.url: url is required');
    expect((await post({ ...base, events: ['transfer.exploded'] })).json.message).toBe(
      'webhook.events.0: event must be a known webhook event',
    );
    expect((await post({ ...base, vendor: 'email' })).status).toBe(422);
  });

  it('patches sparsely, keeps the api_key when blank, refuses a vendor change, 404 for unknown ids', async () => {
    const { t, cookie, post } = await setup('public');
    const id = (await post({ ...base, vendor: 'datadog', api_key: 'first-key' })).json.data.webhook.id;
    const res = await t.call('PATCH', `/api/webhooks/${id}`, {
      cookie,
      body: { webhook: { name: 'Renamed', api_key: '', events: ['transfer.success', 'transfer.error'] } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.webhook).toMatchObject({
      name: 'Renamed',
      events: ['transfer.success', 'transfer.error'],
    });
    const storedKey = t.db.prepare('SELECT api_key FROM webhooks WHERE id = ?').pluck().get(id) as string;
    expect(openSecret(t.db, storedKey)).toBe('first-key');
    const moved = await t.call('PATCH', `/api/webhooks/${id}`, {
      cookie,
      body: { webhook: { vendor: 'slack' } },
    });
    expect(moved.status).toBe(422);
    expect(moved.json.message).toBe('webhook.vendor: the delivery method cannot be changed');
    expect((await t.call('PATCH', '/api/webhooks/nope', { cookie, body: { webhook: {} } })).status).toBe(404);
    expect((await t.call('GET', `/api/webhooks/${id}`, { cookie })).json.data.webhook.name).toBe('Renamed');
    expect((await t.call('DELETE', `/api/webhooks/${id}`, { cookie })).status).toBe(200);
    expect((await t.call('GET', `/api/webhooks/${id}`, { cookie })).status).toBe(404);
    expect((await t.call('GET', `/api/webhooks/${id}/deliveries`, { cookie })).status).toBe(404);
  });

  it('names what is wrong with a create body: missing webhook, name, events; non-object bodies are 400', async () => {
    const { t, cookie, post } = await setup();
    const raw = (body: unknown) => t.call('POST', '/api/webhooks', { cookie, body });
    expect((await raw({})).json.message).toBe('webhook: webhook is required');
    expect((await raw('[1]')).status).toBe(400);
    const cases: [object, string][] = [
      [{ ...base, name: '   ' }, 'webhook.name: name is required'],
      [{ ...base, events: [] }, 'webhook.events: choose at least one event'],
      [
        { ...base, url: 'not a url' },
        'webhook.url: url must be a URL such as https://hooks.example.com/prequel',
      ],
    ];
    for (const [webhook, message] of cases) {
      const res = await post(webhook);
      expect(res.status, message).toBe(422);
      expect(res.json.message).toBe(message);
    }
  });

  it('refuses malformed and invalid PATCH bodies without changing the webhook', async () => {
    const { t, cookie, post } = await setup();
    const id = (await post(base)).json.data.webhook.id;
    const patch = (body: unknown) => t.call('PATCH', `/api/webhooks/${id}`, { cookie, body });
    expect((await patch('{"webhook":')).status).toBe(400);
    const invalid: [object, string | RegExp][] = [
      [
        { webhook: { url: 'ftp://files.example.com' } },
        'webhook.url: url must start with http:// or https://',
      ],
      [{ webhook: { url: '' } }, 'webhook.url: url is required'],
      [{ webhook: { events: [] } }, 'webhook.events: choose at least one event'],
      [
        { webhook: { events: ['transfer.exploded'] } },
        'webhook.events.0: event must be a known webhook event',
      ],
      [{ webhook: 'rename' }, /^webhook: webhook must be .*\(received "rename"\)$/],
    ];
    for (const [body, message] of invalid) {
      const res = await patch(body);
      expect(res.status, String(message)).toBe(422);
      expect(res.json.message).toMatch(message);
    }
    expect((await t.call('GET', `/api/webhooks/${id}`, { cookie })).json.data.webhook).toMatchObject({
      ...base,
      url: 'http://127.0.0.1:4173/…',
    });
    expect((await t.call('POST', `/api/webhooks/${id}/reveal-url`, { cookie })).json.data.url).toBe(base.url);
  });

  it('answers 404 for unknown ids and for ids of the other environment, 401 without a session', async () => {
    const { t, cookie, post } = await setup();
    const id = (await post(base)).json.data.webhook.id;
    for (const [method, path] of [
      ['GET', '/api/webhooks/nope'],
      ['GET', '/api/webhooks/nope/deliveries'],
      ['POST', '/api/webhooks/nope/reveal-url'],
      ['DELETE', '/api/webhooks/nope'],
    ] as const) {
      const res = await t.call(method, path, { cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.message).toBe('Webhook not found.');
    }
    const staging = { cookie, headers: { Environment: 'staging' } };
    expect((await t.call('GET', `/api/webhooks/${id}`, staging)).status).toBe(404);
    expect((await t.call('DELETE', `/api/webhooks/${id}`, staging)).status).toBe(404);
    expect((await t.call('POST', `/api/webhooks/${id}/reveal-url`, staging)).status).toBe(404);
    expect((await t.call('GET', `/api/webhooks/${id}`, { cookie })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/webhooks'],
      ['GET', `/api/webhooks/${id}`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['POST', `/api/webhooks/${id}/reveal-url`],
      ['POST', '/api/webhooks'],
      ['PATCH', `/api/webhooks/${id}`],
      ['DELETE', `/api/webhooks/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PATCH' ? { webhook: base } : undefined;
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('pages deliveries newest first and rejects a bad page_size by name', async () => {
    const { t, cookie } = await setup();
    const id = t.db
      .prepare(
        `SELECT webhook_id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         WHERE w.environment = 'prod' GROUP BY webhook_id ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const first = await t.call('GET', `/api/webhooks/${id}/deliveries?page_size=2`, { cookie });
    expect(first.status).toBe(200);
    const times = first.json.data.deliveries.map((d: { attempted_at: string }) => d.attempted_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.json.has_next).toBe(true);
    const bad = await t.call('GET', `/api/webhooks/${id}/deliveries?page_size=abc`, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toContain('page_size');
  });

  it('serves one stable PEM public key without a session', async () => {
    const { t } = await setup();
    const first = (await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data.public_key;
    expect(first).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect((await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data.public_key).toBe(
      first,
    );
  });
});
