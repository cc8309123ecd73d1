import {
  WEBHOOK_API_VERSION,
  type WebhookEvent,
  type WebhookVendor,
} from '../../../src/api/schemas/webhook.ts';
import { demoReceiverUrl, FLAKY_RECEIVER } from '../../http/demo-receiver.ts';
import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso, MINUTE_MS } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';
import type { SeedPlan } from './plan.ts';

/**
 * The organisation's webhooks and a short history of delivery attempts. Every one delivers to the
 * demo server's own built-in receiver (`/api/dev/webhook-receiver/<name>` on `receiverOrigin`), so a
 * fresh demo shows real, signed deliveries and never sends anything off this machine; the `flaky`
 * receiver answers each payload 503 once, so that webhook's deliveries are retried.
 */
type Spec = [name: string, vendor: WebhookVendor, receiver: string, events: WebhookEvent[]];

const PROD_WEBHOOKS: Spec[] = [
  ['Data team Slack', 'slack', 'slack', ['transfer.error', 'transfer.cancelled']],
  ['Incident relay', 'generic_post', FLAKY_RECEIVER, ['transfer.error']],
  ['Pipeline metrics', 'generic_get', 'metrics', ['transfer.success', 'transfer.error']],
  [
    'Provisioning service',
    'generic_post',
    'provisioning',
    [
      'export_destination.created',
      'export_destination.updated',
      'export_destination.deleted',
      'recipient.created',
      'export_magic_link.created',
    ],
  ],
];
const STAGING_WEBHOOKS: Spec[] = [
  ['Staging Slack', 'slack', 'staging-slack', ['transfer.error', 'transfer.success']],
];

/** A failed attempt is retried after WEBHOOK_RETRY_BASE_MS, 5 s by default. */
const RETRY_AFTER_MS = 5000;

export function seedWebhooks(db: Db, plan: SeedPlan, referenceMs: number, receiverOrigin: string) {
  const rng = createRng(`${plan.key}:webhooks`);
  const add = inserter(db, 'webhooks');
  const addDelivery = inserter(db, 'webhook_deliveries');
  const specs = (plan.environment === 'staging' ? STAGING_WEBHOOKS : PROD_WEBHOOKS).slice(0, plan.webhooks);
  specs.forEach(([name, vendor, receiver, events], i) => {
    const id = rng.uuid();
    const createdMs = referenceMs - (200 - i * 40) * DAY_MS - rng.int(0, DAY_MS);
    add({
      id,
      environment: plan.environment,
      name,
      vendor,
      url: demoReceiverUrl(receiverOrigin, receiver),
      api_version: WEBHOOK_API_VERSION,
      events,
      api_key: null,
      created_at: iso(createdMs),
      updated_at: iso(createdMs + rng.int(0, 30) * DAY_MS),
    });
    const deliveries = rng.int(3, 6);
    for (let n = 0; n < deliveries; n++) {
      const type = rng.pick(events);
      const attemptedMs = referenceMs - rng.int(1, 14 * 24 * 60) * MINUTE_MS;
      const payload = { type, api_version: WEBHOOK_API_VERSION, created_at: iso(attemptedMs), data: {} };
      const retried = receiver === FLAKY_RECEIVER;
      if (retried) {
        addDelivery({
          id: rng.uuid(),
          webhook_id: id,
          event_type: type,
          payload,
          attempt: 1,
          status_code: 503,
          error: 'The receiver answered HTTP 503 Service Unavailable.',
          succeeded: false,
          attempted_at: iso(attemptedMs),
          next_attempt_at: iso(attemptedMs + RETRY_AFTER_MS),
          duration_ms: rng.int(2, 12),
        });
      }
      addDelivery({
        id: rng.uuid(),
        webhook_id: id,
        event_type: type,
        payload,
        attempt: retried ? 2 : 1,
        status_code: 200,
        error: null,
        succeeded: true,
        attempted_at: iso(attemptedMs + (retried ? RETRY_AFTER_MS : 0)),
        next_attempt_at: null,
        duration_ms: rng.int(2, 12),
      });
    }
  });
}
