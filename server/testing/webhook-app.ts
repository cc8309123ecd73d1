import { expect } from 'vitest';
import type { Config } from '../config.ts';
import type { EgressTransport } from '../egress/transport.ts';
import { makeTestApp } from './test-app.ts';

/** A delivery as `GET /webhooks/{id}/deliveries` lists it, the fields the tests read. */
export interface ListedDelivery {
  attempt: number;
  event_type: string;
  status_code: number;
  succeeded: boolean;
  error: string | null;
  next_attempt_at: string | null;
  duration_ms: number | null;
}

/**
 * Set-up of the webhook delivery tests: a signed-in test app that delivers over the real `fetch`, or
 * the server's own node:http transport (to a receiver of webhook-receiver.ts), retrying fast, whose
 * only webhook is the one under test.
 */
export async function appWithWebhook(
  webhook: { vendor: string; url: string; events: string[] },
  overrides: Partial<Config> = {},
  transport: EgressTransport = fetch,
) {
  const t = makeTestApp({ webhookRetryBaseMs: 5, ...overrides }, { fetch: transport });
  const cookie = await t.signIn();
  // Only the webhook under test: the seeded ones point at the demo receiver of a server not running here.
  t.db.prepare('DELETE FROM webhooks').run();
  const created = await t.call('POST', '/api/webhooks', {
    cookie,
    body: { webhook: { name: 'Local', ...webhook } },
  });
  expect(created.status).toBe(200);
  const webhookId: string = created.json.data.webhook.id;
  const publicKey: string = (await t.call('GET', '/api/public/signatures/webhook-public-key')).json.data
    .public_key;
  // The test clock stands still, so every attempt has the same attempted_at: order by attempt.
  const deliveries = async (): Promise<ListedDelivery[]> =>
    (await t.call('GET', `/api/webhooks/${webhookId}/deliveries`, { cookie })).json.data.deliveries.sort(
      (a: ListedDelivery, b: ListedDelivery) => a.attempt - b.attempt,
    );
  return { t, cookie, webhookId, publicKey, deliveries };
}
