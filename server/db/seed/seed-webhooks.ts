import {
  WEBHOOK_API_VERSION,
  type WebhookEvent,
  type WebhookVendor,
} from '../../../src/api/schemas/webhook.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';
import type { SeedPlan } from './plan.ts';
import { createRng } from './prng.ts';
import { DAY_MS, iso, MINUTE_MS } from './time.ts';

/** The organisation's webhooks and a short history of delivery attempts (one retried). */
type Spec = [name: string, vendor: WebhookVendor, url: string, events: WebhookEvent[], apiKey: boolean];

const PROD_WEBHOOKS: Spec[] = [
  [
    'Data team Slack',
    'slack',
    'https://hooks.slack.com/services/T04ACME/B06DATA/alerts',
    ['transfer.error', 'transfer.cancelled'],
    false,
  ],
  ['On-call PagerDuty', 'pagerduty', 'https://events.pagerduty.com/v2/enqueue', ['transfer.error'], true],
  [
    'Datadog pipeline events',
    'datadog',
    'https://http-intake.logs.datadoghq.com/api/v2/logs',
    ['transfer.success', 'transfer.error'],
    true,
  ],
  [
    'Provisioning service',
    'generic_post',
    'https://hooks.acme-analytics.example/prequel',
    [
      'export_destination.created',
      'export_destination.updated',
      'export_destination.deleted',
      'recipient.created',
      'export_magic_link.created',
    ],
    false,
  ],
];
const STAGING_WEBHOOKS: Spec[] = [
  [
    'Staging Slack',
    'slack',
    'https://hooks.slack.com/services/T04ACME/B07STG/staging',
    ['transfer.error', 'transfer.success'],
    false,
  ],
];

export function seedWebhooks(db: Db, plan: SeedPlan, referenceMs: number) {
  const rng = createRng(`${plan.key}:webhooks`);
  const add = inserter(db, 'webhooks');
  const addDelivery = inserter(db, 'webhook_deliveries');
  const specs = (plan.environment === 'staging' ? STAGING_WEBHOOKS : PROD_WEBHOOKS).slice(0, plan.webhooks);
  specs.forEach(([name, vendor, url, events, apiKey], i) => {
    const id = rng.uuid();
    const createdMs = referenceMs - (200 - i * 40) * DAY_MS - rng.int(0, DAY_MS);
    add({
      id,
      environment: plan.environment,
      name,
      vendor,
      url,
      api_version: WEBHOOK_API_VERSION,
      events,
      api_key: apiKey ? rng.hex(32) : null,
      created_at: iso(createdMs),
      updated_at: iso(createdMs + rng.int(0, 30) * DAY_MS),
    });
    const deliveries = rng.int(3, 6);
    for (let n = 0; n < deliveries; n++) {
      const type = rng.pick(events);
      const attemptedMs = referenceMs - rng.int(1, 14 * 24 * 60) * MINUTE_MS;
      const payload = { type, api_version: WEBHOOK_API_VERSION, created_at: iso(attemptedMs), data: {} };
      const retried = vendor === 'generic_post' && n === 0;
      if (retried) {
        addDelivery({
          id: rng.uuid(),
          webhook_id: id,
          event_type: type,
          payload,
          attempt: 1,
          status_code: 503,
          error: 'Service Unavailable',
          succeeded: false,
          attempted_at: iso(attemptedMs),
          next_attempt_at: null,
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
        attempted_at: iso(attemptedMs + (retried ? 2 * MINUTE_MS : 0)),
        next_attempt_at: null,
      });
    }
  });
}
