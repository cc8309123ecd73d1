import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { webhookListReply } from '../../src/api/schemas/webhook.ts';
import { makeTestApp } from '../testing/test-app.ts';

const webhookPage = pagedEnvelope(webhookListReply);
const base = {
  name: 'Ops',
  vendor: 'generic_post',
  url: 'https://hooks.example.com/x',
  events: ['transfer.error'],
};

async function setup() {
  const t = makeTestApp();
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
    const { post } = await setup();
    const noKey = await post({ ...base, vendor: 'pagerduty' });
    expect(noKey.status).toBe(422);
    expect(noKey.json.message).toBe('webhook.api_key: api_key is required for pagerduty');
    const pd = await post({ ...base, vendor: 'pagerduty', api_key: 'k' });
    expect(pd.json.data.webhook.url).toBe('https://events.pagerduty.com/v2/enqueue');
    const dd = await post({ ...base, vendor: 'datadog', url: '', api_key: 'k' });
    expect(dd.json.data.webhook.url).toBe('https://http-intake.logs.datadoghq.com/api/v2/logs');
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
    const { t, cookie, post } = await setup();
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
    expect(t.db.prepare('SELECT api_key FROM webhooks WHERE id = ?').pluck().get(id)).toBe('first-key');
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

  it('serves one stable PEM public key without a session', async () => {
    const { t } = await setup();
    const first = (await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data.public_key;
    expect(first).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect((await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data.public_key).toBe(
      first,
    );
  });
});
