import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLACK_WEBHOOK_HOST, WEBHOOK_FIXED_URLS } from '../../src/api/schemas/webhook.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import type { ResolvedAddress, Resolver } from '../egress/resolver.ts';
import { type EgressTransport, nodeTransport } from '../egress/transport.ts';
import { DEMO_RECEIVER_PATH } from '../http/demo-receiver.ts';
import { NOT_SENT_PREFIX } from '../runner/webhooks.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';
import { makeTestApp, REFERENCE_MS } from '../testing/test-app.ts';
import { bindTestSecrets } from '../testing/test-key.ts';
import { postSignatureOk, receiver } from '../testing/webhook-receiver.ts';

/**
 * Attacks through outbound calls: webhook URLs aimed at this machine, the private
 * network or the cloud metadata service (SSRF, port scanning through the deliveries list), names
 * that rebind to such addresses, and a demo that talks to third parties. Each test sends what an
 * attacker (or a fresh demo) would and checks the refusal and that nothing left.
 *
 * URLs aimed at refused hosts are built from host names (`at`), so this file names no off-machine
 * URL (scripts/check-urls.mjs); none of them is ever contacted.
 */
const at = (host: string) => `http://${host}/hook`;
const PUBLIC_REFUSAL = 'webhook.url: This server delivers only to public internet addresses';

/** A transport that records every destination (host, and the address it was told to connect to). */
function recorder(
  answer: (url: string, init: RequestInit) => Promise<Response> | Response = () =>
    new Response(null, { status: 200 }),
) {
  const hosts: string[] = [];
  const connects: ResolvedAddress[] = [];
  const transport: EgressTransport = async (url, init) => {
    hosts.push(new URL(url).host);
    connects.push(init.connectTo);
    return answer(url, init);
  };
  return { hosts, connects, transport };
}

/** A resolver that answers from a table of answers, one per lookup (the last repeats), and counts. */
function dns(...sequence: string[][]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const next = sequence[Math.min(asked.length - 1, sequence.length - 1)] ?? [];
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
  };
  return { asked, resolve };
}

async function app(
  overrides: Partial<Config>,
  options: { transport?: EgressTransport; resolve?: Resolver } = {},
) {
  const t = makeTestApp(
    { webhookRetryBaseMs: 5, ...overrides },
    { fetch: options.transport, resolve: options.resolve },
  );
  const cookie = await t.signIn();
  const post = (webhook: object) => t.call('POST', '/api/webhooks', { cookie, body: { webhook } });
  const count = () => Number(t.db.prepare('SELECT count(*) FROM webhooks').pluck().get());
  /** A webhook stored as an older version would have stored it (no save-time check). */
  const store = (url: string, events = ['recipient.created']) => {
    const id = randomUUID();
    t.db
      .prepare(
        `INSERT INTO webhooks (id, environment, name, vendor, url, api_version, events, created_at, updated_at)
         VALUES (?, 'prod', ?, 'generic_post', ?, '2023-10-15', ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      )
      .run(id, `Stored ${url}`, sealSecret(t.db, url), JSON.stringify(events));
    return id;
  };
  let n = 0;
  const createRecipient = () =>
    t.call('POST', '/api/recipients', {
      cookie,
      body: {
        recipient: { name: `Hooked ${++n}`, id_in_provider_system: `hooked-${n}`, products: ['Billing'] },
      },
    });
  const deliveries = (webhookId: string) =>
    t.db
      .prepare(
        `SELECT attempt, status_code, error, succeeded, next_attempt_at, duration_ms, held_request
         FROM webhook_deliveries WHERE webhook_id = ? ORDER BY attempt, rowid`,
      )
      .all(webhookId) as {
      attempt: number;
      status_code: number | null;
      error: string | null;
      succeeded: number;
      next_attempt_at: string | null;
      duration_ms: number | null;
      held_request: string | null;
    }[];
  return { t, cookie, post, count, store, createRecipient, deliveries };
}

const hook = (url: string) => ({
  name: 'Attack',
  vendor: 'generic_post',
  url,
  events: ['recipient.created'],
});

/** Hosts WEBHOOK_EGRESS=public refuses, with words its message must contain. */
const REFUSED_HOSTS: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.0.0.53:53', 'loopback'],
  ['10.0.0.1', 'private network'],
  ['172.16.0.1', 'private network'],
  ['192.168.1.1:8080', 'private network'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.1.1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['224.0.0.1', 'multicast'],
  ['0.0.0.0', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['[::1]', 'loopback'],
  ['[::]', 'unspecified'],
  ['[fc00::1]', 'unique local'],
  ['[fd00:ec2::254]', 'cloud metadata'],
  ['[fe80::1]', 'link-local'],
  ['[ff02::1]', 'multicast'],
  ['[::ffff:127.0.0.1]', 'IPv4-mapped form of 127.0.0.1'],
  ['[::ffff:10.0.0.1]', 'IPv4-mapped form of 10.0.0.1'],
  ['[::ffff:169.254.169.254]', 'IPv4-mapped form of 169.254.169.254'],
  ['[64:ff9b::a9fe:a9fe]', 'NAT64 form of 169.254.169.254'],
  ['[2002:c0a8:101::1]', '6to4 form of 192.168.1.1'],
  ['[2001:0:4136:e378:8000:63bf:f5ff:fffe]', 'Teredo form of 10.0.0.1'],
  ['localhost:4173', 'this machine'],
  ['console.localhost', 'this machine'],
];

/** Spellings of 127.0.0.1 and 169.254.169.254 that the URL parser turns into the dotted form. */
const DISGUISED: [string, string][] = [
  ['0x7f000001', '127.0.0.1'],
  ['2130706433', '127.0.0.1'],
  ['0177.0.0.1', '127.0.0.1'],
  ['127.1', '127.0.0.1'],
  ['127.0.0.1.', '127.0.0.1'],
  ['%31%32%37.0.0.1', '127.0.0.1'],
  ['127\u30020\u30020\u30021', '127.0.0.1'],
  ['0xa9fea9fe', '169.254.169.254'],
  ['2852039166', '169.254.169.254'],
];

describe('SSRF: webhook URLs aimed inside (WEBHOOK_EGRESS=public)', () => {
  it.each(REFUSED_HOSTS)(
    'saving a webhook aimed at %s is a 422 saying why, and nothing is stored',
    async (host, why) => {
      const { post, count } = await app({ webhookEgress: 'public' });
      const before = count();
      const res = await post(hook(at(host)));
      expect(res.status).toBe(422);
      expect(res.json.message).toMatch(new RegExp(`^${PUBLIC_REFUSAL} \\(.*${why}.*\\)\\.$`));
      expect(count()).toBe(before);
    },
  );

  it.each(DISGUISED)('a disguised literal (%s) is read as %s and refused', async (host, address) => {
    const { post, count } = await app({ webhookEgress: 'public' });
    const before = count();
    const res = await post(hook(at(host)));
    expect(res.status).toBe(422);
    expect(res.json.message).toContain(`(${address} is `);
    expect(count()).toBe(before);
  });

  it('moving a saved webhook to the metadata address is a 422 and the URL stays', async () => {
    const { t, cookie, post } = await app({ webhookEgress: 'public' });
    const saved = await post(hook('https://hooks.partner.example/in'));
    expect(saved.status).toBe(200);
    const id = saved.json.data.webhook.id;
    const res = await t.call('PATCH', `/api/webhooks/${id}`, {
      cookie,
      body: { webhook: { url: at('169.254.169.254') } },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toContain('the cloud metadata address');
    expect((await t.call('POST', `/api/webhooks/${id}/reveal-url`, { cookie })).json.data.url).toBe(
      'https://hooks.partner.example/in',
    );
  });

  it('a webhook stored with an inside address is recorded as not sent: no network attempt, no retry', async () => {
    const sent = recorder();
    const lookups = dns(['8.8.8.8']);
    const { t, store, createRecipient, deliveries } = await app(
      { webhookEgress: 'public' },
      { transport: sent.transport, resolve: lookups.resolve },
    );
    t.db.prepare('DELETE FROM webhooks').run();
    const ids = ['169.254.169.254', '10.0.0.1:22', '[::ffff:127.0.0.1]:6379', '0x7f000001:25'].map((host) =>
      store(at(host)),
    );
    await createRecipient();
    await t.webhooks.idle();
    expect(sent.hosts).toEqual([]);
    expect(lookups.asked).toEqual([]);
    for (const id of ids) {
      const rows = deliveries(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attempt: 1, status_code: null, succeeded: 0, next_attempt_at: null });
      expect(rows[0]?.duration_ms).toBeNull();
      expect(rows[0]?.error).toMatch(
        /^Not sent: This server delivers only to public internet addresses \(.+\)\.$/,
      );
    }
  });

  it('DNS rebinding: the name is resolved once per delivery and the checked address is the one connected to', async () => {
    const sent = recorder();
    // Public on the first answer, the metadata service on every later one.
    const lookups = dns(['8.8.4.4'], ['169.254.169.254']);
    const { t, post, createRecipient, deliveries } = await app(
      { webhookEgress: 'public' },
      { transport: sent.transport, resolve: lookups.resolve },
    );
    t.db.prepare('DELETE FROM webhooks').run();
    const saved = await post(hook('https://rebind.partner.example/in'));
    expect(saved.status).toBe(200);
    expect(lookups.asked).toEqual([]); // saving asks no DNS
    const id = saved.json.data.webhook.id;

    await createRecipient();
    await t.webhooks.idle();
    expect(lookups.asked).toEqual(['rebind.partner.example']);
    expect(sent.connects).toEqual([{ address: '8.8.4.4', family: 4 }]);

    // The next answer is the metadata service: refused, nothing sent.
    await createRecipient();
    await t.webhooks.idle();
    expect(lookups.asked).toHaveLength(2);
    expect(sent.connects).toHaveLength(1);
    expect(deliveries(id).map((d) => d.error)).toEqual([
      null,
      'Not sent: This server delivers only to public internet addresses (rebind.partner.example resolves to 169.254.169.254, the cloud metadata address (link-local)).',
    ]);
  });

  it('a name with one private address among public ones is refused', async () => {
    const sent = recorder();
    const { t, store, createRecipient, deliveries } = await app(
      { webhookEgress: 'public' },
      { transport: sent.transport, resolve: dns(['8.8.8.8', '192.168.0.10']).resolve },
    );
    t.db.prepare('DELETE FROM webhooks').run();
    const id = store('https://split.partner.example/in');
    await createRecipient();
    await t.webhooks.idle();
    expect(sent.hosts).toEqual([]);
    expect(deliveries(id)[0]?.error).toContain('resolves to 192.168.0.10, a private network address');
  });
});

describe('WEBHOOK_EGRESS=local (the demo and test default)', () => {
  /** One webhook of every vendor, each to a public address and with secrets in its URL or key. */
  const EVERY_VENDOR = [
    { vendor: 'generic_post', url: 'https://receiver.partner.example/hook?token=post-token-Zx81' },
    { vendor: 'generic_get', url: 'https://metrics.partner.example/in?sig=get-sig-Qp27&team=ops' },
    { vendor: 'slack', url: `https://${SLACK_WEBHOOK_HOST}/services/T0/B0/slack-token-Lm45` },
    { vendor: 'pagerduty', url: '', api_key: 'pd-routing-key-Hb63' },
    { vendor: 'datadog', url: '', api_key: 'dd-api-key-Wc09' },
  ];
  const SECRETS = [
    'post-token-Zx81',
    'get-sig-Qp27',
    'slack-token-Lm45',
    'pd-routing-key-Hb63',
    'dd-api-key-Wc09',
  ];

  it('saves a webhook of every vendor to another machine, PagerDuty and Datadog included', async () => {
    const { post, count } = await app({});
    const before = count();
    for (const webhook of EVERY_VENDOR) {
      const res = await post({ ...hook(webhook.url), ...webhook });
      expect(res.status, `${webhook.vendor}: ${res.text}`).toBe(200);
    }
    expect(count()).toBe(before + EVERY_VENDOR.length);
    expect((await post(hook('http://localhost:9000/in'))).status).toBe(200);
    expect((await post(hook('http://[::1]:9000/in'))).status).toBe(200);
  });

  it('holds their deliveries: recorded once with the request, its URL as its origin and its key masked; no lookup, no connection, no retry', async () => {
    const sent = recorder();
    const lookups = dns(['8.8.8.8']);
    const { t, cookie, post, createRecipient } = await app(
      {},
      { transport: sent.transport, resolve: lookups.resolve },
    );
    t.db.prepare('DELETE FROM webhooks').run();
    const ids: Record<string, string> = {};
    for (const webhook of EVERY_VENDOR) {
      ids[webhook.vendor] = (await post({ ...hook(webhook.url), ...webhook })).json.data.webhook.id;
    }
    await createRecipient();
    await t.webhooks.idle();
    expect(sent.hosts).toEqual([]);
    expect(lookups.asked).toEqual([]);

    const listed = async (id: string | undefined) =>
      await t.call('GET', `/api/webhooks/${id}/deliveries`, { cookie });
    const requests: Record<string, { method: string; url: string; headers: Record<string, string> }> = {};
    for (const { vendor } of EVERY_VENDOR) {
      const res = await listed(ids[vendor]);
      expect(res.text).not.toContain('WEBHOOK_EGRESS');
      for (const secret of SECRETS) expect(res.text, vendor).not.toContain(secret);
      const [delivery, ...others] = res.json.data.deliveries;
      expect(others).toEqual([]);
      expect(delivery).toMatchObject({
        event_type: 'recipient.created',
        attempt: 1,
        succeeded: false,
        status_code: null,
        duration_ms: null,
        next_attempt_at: null,
        error: 'Held: this demo delivers only to this machine',
      });
      expect(delivery.held_request.headers['X-Prequel-Webhook-Signature']).toMatch(/^[0-9a-f]{512}$/);
      requests[vendor] = delivery.held_request;
    }
    expect(requests.generic_post).toMatchObject({
      method: 'POST',
      url: 'https://receiver.partner.example/…',
    });
    const postBody = JSON.parse(String((requests.generic_post as { body?: string }).body));
    expect(postBody).toMatchObject({ type: 'recipient.created', api_version: '2023-10-15' });
    expect(requests.generic_get?.method).toBe('GET');
    // The event's fields ride in the query, and so may the secret: all of it is masked.
    expect(requests.generic_get?.url).toBe('https://metrics.partner.example/…');
    expect(requests.slack?.url).toBe(`https://${SLACK_WEBHOOK_HOST}/…`);
    expect(requests.pagerduty).toMatchObject({
      url: WEBHOOK_FIXED_URLS.pagerduty,
      headers: { Authorization: 'Token token=****' },
    });
    expect(requests.datadog).toMatchObject({
      url: WEBHOOK_FIXED_URLS.datadog,
      headers: { 'DD-API-KEY': '****' },
    });
    // What is stored is masked too; the log names the setting for operators.
    const stored = t.db.prepare('SELECT held_request FROM webhook_deliveries').pluck().all().join('\n');
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(t.logs.filter((line) => line.includes('held, nothing sent to'))).toHaveLength(5);
    expect(t.logs).toContainEqual(
      `[webhook] ${ids.slack} recipient.created held, nothing sent to ${SLACK_WEBHOOK_HOST} (WEBHOOK_EGRESS=local).`,
    );
  });

  it('delivers for real to a receiver on 127.0.0.1 and on localhost, signed', async () => {
    const local = await receiver([200]);
    const { t, post, createRecipient, deliveries } = await app({}, { transport: nodeTransport });
    t.db.prepare('DELETE FROM webhooks').run();
    const publicKey = (await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data.public_key;
    const byIp = (await post(hook(`${local.base}/by-ip`))).json.data.webhook.id;
    const byName = (await post(hook(`${local.base.replace('127.0.0.1', 'localhost')}/by-name`))).json.data
      .webhook.id;
    await createRecipient();
    await t.webhooks.idle();
    expect(local.received.map((r) => r.url).sort()).toEqual(['/by-ip', '/by-name']);
    for (const request of local.received) expect(postSignatureOk(publicKey, request)).toBe(true);
    for (const id of [byIp, byName])
      expect(deliveries(id)).toMatchObject([{ status_code: 200, succeeded: 1 }]);
  });

  it('the flaky demo receiver makes a delivery fail once and succeed on its retry', async () => {
    const sent = recorder((url, init) => inProcess(url, init));
    const { t, post, createRecipient, deliveries } = await app({}, { transport: sent.transport });
    const inProcess = (url: string, init: RequestInit) => t.app.request(url, init);
    t.db.prepare('DELETE FROM webhooks').run();
    const id = (await post(hook(`http://127.0.0.1:4173${DEMO_RECEIVER_PATH}/flaky`))).json.data.webhook.id;
    await createRecipient();
    await t.webhooks.idle();
    expect(deliveries(id).map((d) => [d.attempt, d.status_code, d.succeeded])).toEqual([
      [1, 503, 0],
      [2, 200, 1],
    ]);
    expect(sent.hosts).toEqual(['127.0.0.1:4173', '127.0.0.1:4173']);
    expect(
      t.logs.filter((line) => line.startsWith('[webhook-receiver] flaky POST recipient.created')),
    ).toEqual([
      '[webhook-receiver] flaky POST recipient.created: answered 503, first delivery of this payload, so the sender retries.',
      '[webhook-receiver] flaky POST recipient.created: answered 200, signature verified.',
    ]);
  });
});

describe('WEBHOOK_EGRESS=off', () => {
  it('saves any http(s) URL and sends nothing, recording each delivery as held', async () => {
    const sent = recorder();
    const { t, post, createRecipient, deliveries } = await app(
      { webhookEgress: 'off' },
      { transport: sent.transport },
    );
    const saved = await post(hook(at('10.0.0.1')));
    expect(saved.status).toBe(200);
    expect((await post({ ...hook(''), vendor: 'pagerduty', api_key: 'k' })).status).toBe(200);
    await createRecipient();
    await t.webhooks.idle();
    expect(sent.hosts).toEqual([]);
    const [held, ...others] = deliveries(saved.json.data.webhook.id);
    expect(others).toEqual([]);
    expect(held).toMatchObject({
      attempt: 1,
      error: 'Held: webhook delivery is turned off on this server',
      next_attempt_at: null,
    });
    expect(JSON.parse(String(held?.held_request))).toMatchObject({
      method: 'POST',
      url: `${new URL(at('10.0.0.1')).origin}/…`,
    });
  });
});

describe('a fresh demo sends nothing off this machine', () => {
  it('seeds every webhook to the built-in receiver on this machine', () => {
    const t = makeTestApp();
    const urls = (t.db.prepare('SELECT url FROM webhooks').pluck().all() as string[]).map((url) =>
      openSecret(t.db, url),
    );
    expect(urls.length).toBe(5);
    for (const url of urls) {
      expect(url.startsWith(`http://127.0.0.1:4173${DEMO_RECEIVER_PATH}/`), url).toBe(true);
    }
  });

  it('seeds them to the origin it is given (the server passes its own)', () => {
    const db = bindTestSecrets(openDatabase(':memory:'));
    migrate(db);
    seedDatabase(db, { scale: 'default', referenceMs: REFERENCE_MS, receiverOrigin: 'http://[::1]:5000' });
    const urls = (db.prepare('SELECT url FROM webhooks').pluck().all() as string[]).map((url) =>
      openSecret(db, url),
    );
    expect(urls.length).toBe(5);
    for (const url of urls) expect(url.startsWith(`http://[::1]:5000${DEMO_RECEIVER_PATH}/`), url).toBe(true);
    db.close();
  });

  it('ten minutes with Sync Now on failing destinations: every delivery goes to 127.0.0.1, none refused', async () => {
    const sent = recorder((url, init) => inProcess(url, init));
    const { t, cookie } = await app({}, { transport: sent.transport });
    const inProcess = (url: string, init: RequestInit) => t.app.request(url, init);
    const startedIso = new Date(t.now()).toISOString();

    // Make one destination of each environment fail for sure (a name with "failing" fails every run).
    for (const environment of ['prod', 'staging'] as const) {
      const id = t.db
        .prepare('SELECT id FROM destinations WHERE environment = ? AND is_enabled = 1 ORDER BY id LIMIT 1')
        .pluck()
        .get(environment) as string;
      const renamed = await t.call('PATCH', `/api/destinations/${id}`, {
        cookie,
        headers: { Environment: environment },
        body: { destination: { name: `Warehouse failing ${environment}` } },
      });
      expect(renamed.status).toBe(200);
    }
    const failing = t.db
      .prepare(
        `SELECT d.id, d.environment FROM destinations d WHERE d.is_enabled = 1 AND (
           lower(d.name) LIKE '%failing%' OR d.settings LIKE '%.invalid"%' OR
           (SELECT t.status FROM transfers t WHERE t.destination_id = d.id
              ORDER BY t.submitted_at DESC LIMIT 1) = 'ERROR')`,
      )
      .all() as { id: string; environment: string }[];
    expect(failing.length).toBeGreaterThan(2);
    const syncNow = async () => {
      for (const d of failing) {
        const res = await t.call('POST', `/api/destinations/${d.id}/transfer`, {
          cookie,
          headers: { Environment: d.environment },
          body: {},
        });
        expect(res.status).toBe(200);
      }
    };

    const TEN_MINUTES_MS = 10 * 60_000;
    const SCHEDULER_EVERY_MS = 60_000;
    const stepMs = t.config.runnerStepMs;
    for (let elapsed = 0; elapsed <= TEN_MINUTES_MS; elapsed += stepMs) {
      if (elapsed % (3 * 60_000) < stepMs) await syncNow();
      if (elapsed % SCHEDULER_EVERY_MS < stepMs) t.engine.scheduler.tick();
      t.advance(stepMs);
      t.engine.tick();
      await t.webhooks.idle();
    }
    await t.webhooks.idle();

    const rows = t.db
      .prepare(
        `SELECT w.url, d.event_type, d.attempt, d.status_code, d.error, d.succeeded FROM webhook_deliveries d
         JOIN webhooks w ON w.id = d.webhook_id WHERE d.attempted_at >= ?`,
      )
      .all(startedIso) as {
      url: string;
      event_type: string;
      attempt: number;
      status_code: number | null;
      error: string | null;
      succeeded: number;
    }[];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((r) => r.event_type === 'transfer.error' && r.succeeded === 1)).toBe(true);
    expect(sent.hosts.length).toBe(rows.length);
    expect(sent.hosts.filter((host) => !/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host))).toEqual([]);
    expect(rows.filter((r) => r.error?.startsWith(NOT_SENT_PREFIX))).toEqual([]);
    // Every signature verified: the only failures are the flaky receiver's first answers, each retried.
    const failed = rows.filter((r) => r.succeeded === 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(
      failed.every(
        (r) => r.status_code === 503 && openSecret(t.db, r.url).endsWith('/flaky') && r.attempt === 1,
      ),
    ).toBe(true);
    expect(rows.filter((r) => r.attempt === 2 && r.succeeded === 1)).toHaveLength(failed.length);
  }, 60_000);
});
