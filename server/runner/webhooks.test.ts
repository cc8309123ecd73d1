import { describe, expect, it } from 'vitest';
import { appWithWebhook } from '../testing/webhook-app.ts';
import { receiver, signatureOk } from '../testing/webhook-receiver.ts';

async function setup(vendor: string, url: string) {
  const app = await appWithWebhook({ vendor, url, events: ['recipient.created'] });
  const createRecipient = () =>
    app.t.call('POST', '/api/recipients', {
      cookie: app.cookie,
      body: { recipient: { name: 'Hooked', id_in_provider_system: 'hooked', products: ['Billing'] } },
    });
  return { ...app, createRecipient };
}

describe('webhook deliveries', () => {
  it('POSTs a signed body and retries after a failing answer, recording every attempt', async () => {
    const { received, base } = await receiver([503, 200]);
    const { t, publicKey, deliveries, createRecipient } = await setup('generic_post', `${base}/hook`);
    await createRecipient();
    await t.webhooks.idle();
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(second?.body).toBe(first?.body);
    const body = JSON.parse(second?.body ?? '{}');
    expect(body).toMatchObject({ type: 'recipient.created', api_version: '2023-10-15' });
    expect(body.data.recipient.name).toBe('Hooked');
    const timestamp = second?.headers['x-prequel-webhook-timestamp'];
    expect(
      signatureOk(publicKey, `${timestamp}.${second?.body}`, second?.headers['x-prequel-webhook-signature']),
    ).toBe(true);
    expect(
      signatureOk(publicKey, `${timestamp}.${second?.body}x`, second?.headers['x-prequel-webhook-signature']),
    ).toBe(false);
    const listed = await deliveries();
    expect(listed.map((d) => [d.attempt, d.status_code, d.succeeded])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
    expect(listed[0]?.error).toContain('503');
    expect(listed[0]?.next_attempt_at).not.toBeNull();
    expect(typeof listed[1]?.duration_ms).toBe('number');
  });

  it('gives up after 5 attempts', async () => {
    const { received, base } = await receiver([500, 500, 500, 500, 500, 500]);
    const { t, deliveries, createRecipient } = await setup('generic_post', `${base}/hook`);
    await createRecipient();
    await t.webhooks.idle();
    expect(received).toHaveLength(5);
    const listed = await deliveries();
    expect(listed).toHaveLength(5);
    expect(listed.every((d) => !d.succeeded)).toBe(true);
  });

  it('sends generic_get as signed query parameters and slack as {text}', async () => {
    const get = await receiver([200]);
    const a = await setup('generic_get', `${get.base}/hook?token=abc`);
    await a.createRecipient();
    await a.t.webhooks.idle();
    const request = get.received[0];
    expect(request?.method).toBe('GET');
    const query = (request?.url ?? '').split('?')[1] ?? '';
    const params = new URLSearchParams(query);
    expect(params.get('token')).toBe('abc');
    expect(params.get('type')).toBe('recipient.created');
    expect(JSON.parse(params.get('data') ?? '{}').recipient.name).toBe('Hooked');
    const signedQuery = query.replace('token=abc&', '');
    const ts = request?.headers['x-prequel-webhook-timestamp'];
    expect(
      signatureOk(a.publicKey, `${ts}.${signedQuery}`, request?.headers['x-prequel-webhook-signature']),
    ).toBe(true);

    const slack = await receiver([200]);
    const b = await setup('slack', `${slack.base}/services/x`);
    await b.createRecipient();
    await b.t.webhooks.idle();
    expect(Object.keys(JSON.parse(slack.received[0]?.body ?? '{}'))).toEqual(['text']);
    expect(JSON.parse(slack.received[0]?.body ?? '{}').text).toContain('recipient.created');
  });

  it('delivers only events the webhook subscribes to, in its own environment', async () => {
    const { received, base } = await receiver([200]);
    const { t, cookie } = await setup('generic_post', `${base}/hook`);
    await t.call('POST', '/api/recipients', {
      cookie,
      headers: { Environment: 'staging' },
      body: { recipient: { name: 'Other', id_in_provider_system: 'other', products: ['Billing'] } },
    });
    const id = (await t.call('GET', '/api/recipients?page_size=1', { cookie })).json.data.recipients[0].id;
    await t.call('PATCH', `/api/recipients/${id}`, { cookie, body: { recipient: { name: 'Renamed' } } });
    await t.webhooks.idle();
    expect(received).toHaveLength(0);
  });
});
