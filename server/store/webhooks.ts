import { randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import {
  WEBHOOK_API_VERSION,
  WEBHOOK_FIXED_URLS,
  type Webhook,
  type WebhookVendor,
  type WebhookWrite,
} from '../../src/api/schemas/webhook.ts';
import { holdsMask, maskUrl } from '../../src/api/wire/webhook-url.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import type { PageRequest } from '../http/paging.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';

/**
 * Webhooks as stored. `api_key` sits in its own column, sealed (secrets/secret-box.ts), that reads
 * never select; only deliveries open it (webhookDeliveryTargets). `url` is sealed too, as it is a
 * secret as a whole: reads show its origin only (src/api/wire/webhook-url.ts), deliveries and an
 * explicit reveal (revealWebhookUrl) get it whole.
 * An update that sends the URL back as read keeps the stored one. Fixed-URL vendors (pagerduty,
 * datadog) always carry their fixed address, whatever URL was sent, and show it whole: it is public.
 */
interface WebhookRow extends Omit<Webhook, 'events'> {
  events: string;
}

const COLUMNS = 'w.id, w.name, w.vendor, w.url, w.api_version, w.events, w.created_at, w.updated_at';
const toWebhook = (db: Db, row: WebhookRow): Webhook => ({
  id: row.id,
  name: row.name,
  vendor: row.vendor,
  url: WEBHOOK_FIXED_URLS[row.vendor] ?? maskUrl(openSecret(db, row.url)),
  api_version: row.api_version,
  events: JSON.parse(row.events) as Webhook['events'],
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const TABLE: EnvironmentTable = {
  columns: COLUMNS,
  from: 'webhooks w',
  alias: 'w',
  sortColumn: 'created_at',
};

export function pageWebhooks(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<WebhookRow>(db, TABLE, environment, page);
  return { webhooks: rows.map((row) => toWebhook(db, row)), nextCursor };
}

export function findWebhook(db: Db, environment: Environment, id: string): Webhook | null {
  const row = environmentRow<WebhookRow>(db, TABLE, environment, id);
  return row ? toWebhook(db, row) : null;
}

/** The URL a webhook delivers to: fixed for some vendors, else the one sent (422 when missing). */
function urlFor(input: Pick<WebhookWrite, 'vendor' | 'url'>): string {
  const fixed = WEBHOOK_FIXED_URLS[input.vendor];
  if (fixed) return fixed;
  if (!input.url) throw new HttpError(422, 'webhook.url: url is required');
  if (holdsMask(input.url)) {
    throw new HttpError(
      422,
      'webhook.url: the stored URL is shown only up to its host; type the whole new URL, or leave it as shown to keep it',
    );
  }
  return input.url;
}

/** The sealed URL an update stores, or null to keep the stored one (unchanged, or sent back as read). */
function changedUrl(db: Db, stored: Webhook, url: string | undefined): string | null {
  if (url === undefined || url === stored.url) return null;
  return sealSecret(db, urlFor({ vendor: stored.vendor, url }));
}

const needsKey = (vendor: string) => vendor === 'pagerduty' || vendor === 'datadog';

export function insertWebhook(db: Db, environment: Environment, input: WebhookWrite, nowIso: string) {
  const apiKey = input.api_key?.trim() || null;
  if (needsKey(input.vendor) && !apiKey) {
    throw new HttpError(422, `webhook.api_key: api_key is required for ${input.vendor}`);
  }
  const id = randomUUID();
  db.prepare(
    `INSERT INTO webhooks (id, environment, name, vendor, url, api_version, events, api_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    environment,
    input.name,
    input.vendor,
    sealSecret(db, urlFor(input)),
    input.api_version || WEBHOOK_API_VERSION,
    JSON.stringify([...new Set(input.events)]),
    apiKey === null ? null : sealSecret(db, apiKey),
    nowIso,
    nowIso,
  );
  return id;
}

export function updateWebhook(db: Db, stored: Webhook, change: Partial<WebhookWrite>, nowIso: string) {
  if (change.vendor !== undefined && change.vendor !== stored.vendor) {
    throw new HttpError(422, 'webhook.vendor: the delivery method cannot be changed');
  }
  const apiKey = change.api_key?.trim() || null;
  db.prepare(
    `UPDATE webhooks SET name = ?, url = coalesce(?, url), api_version = ?, events = ?,
       api_key = coalesce(?, api_key), updated_at = ? WHERE id = ?`,
  ).run(
    change.name ?? stored.name,
    changedUrl(db, stored, change.url),
    change.api_version || stored.api_version,
    JSON.stringify(change.events ? [...new Set(change.events)] : stored.events),
    apiKey === null ? null : sealSecret(db, apiKey),
    nowIso,
    stored.id,
  );
}

/** What a delivery needs of a webhook, its URL and API key opened (runner/webhooks.ts). */
export interface WebhookDeliveryTarget {
  id: string;
  vendor: WebhookVendor;
  url: string;
  api_version: string;
  api_key: string | null;
}

const TARGET_COLUMNS = 'w.id, w.vendor, w.url, w.api_version, w.api_key';
const openTarget = (db: Db, row: WebhookDeliveryTarget): WebhookDeliveryTarget => ({
  ...row,
  url: openSecret(db, row.url),
  api_key: row.api_key === null ? null : openSecret(db, row.api_key),
});

/** The webhooks of an environment that subscribe to an event type. */
export function webhookDeliveryTargets(db: Db, environment: Environment, eventType: string) {
  const rows = db
    .prepare(
      `SELECT ${TARGET_COLUMNS} FROM webhooks w
       WHERE w.environment = ? AND EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = ?)`,
    )
    .all(environment, eventType) as WebhookDeliveryTarget[];
  return rows.map((row) => openTarget(db, row));
}

/** One webhook as a delivery target (a retry re-reads it: it may have changed or gone). */
export function webhookDeliveryTarget(db: Db, id: string): WebhookDeliveryTarget | null {
  const row = db.prepare(`SELECT ${TARGET_COLUMNS} FROM webhooks w WHERE w.id = ?`).get(id) as
    | WebhookDeliveryTarget
    | undefined;
  return row ? openTarget(db, row) : null;
}

/** The whole stored URL of one webhook of an environment, or null when there is none. */
export function revealWebhookUrl(db: Db, environment: Environment, id: string): string | null {
  const row = db.prepare('SELECT url FROM webhooks WHERE id = ? AND environment = ?').get(id, environment) as
    | { url: string }
    | undefined;
  return row ? openSecret(db, row.url) : null;
}

export function deleteWebhook(db: Db, id: string): void {
  db.prepare('DELETE FROM webhooks WHERE id = ?').run(id);
}
