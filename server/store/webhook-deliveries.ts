import type { WebhookDelivery, WebhookHeldRequest } from '../../src/api/schemas/webhook.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { selectPage } from './page-query.ts';

/** The `webhook_deliveries` table: one row per delivery attempt (runner/webhooks.ts writes them). */
export interface DeliveryAttempt {
  id: string;
  webhookId: string;
  eventType: string;
  payload: unknown;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  attemptedAt: string;
  nextAttemptAt: string | null;
  durationMs: number | null;
  /** Set when the delivery was held: the request it would have sent, secrets masked. */
  heldRequest: WebhookHeldRequest | null;
}

export function insertDelivery(db: Db, a: DeliveryAttempt): void {
  db.prepare(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_type, payload, attempt, status_code, error,
       succeeded, attempted_at, next_attempt_at, duration_ms, held_request)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.id,
    a.webhookId,
    a.eventType,
    JSON.stringify(a.payload),
    a.attempt,
    a.statusCode,
    a.error,
    a.error === null ? 1 : 0,
    a.attemptedAt,
    a.nextAttemptAt,
    a.durationMs,
    a.heldRequest === null ? null : JSON.stringify(a.heldRequest),
  );
}

/** Delivery attempts of one webhook, newest first by default. */
export function pageDeliveries(db: Db, webhookId: string, page: PageRequest) {
  type Row = Omit<WebhookDelivery, 'succeeded' | 'held_request'> & {
    succeeded: number;
    held_request: string | null;
  };
  const { rows, nextCursor } = selectPage<Row>(
    db,
    {
      columns:
        'd.id, d.event_type, d.attempt, d.succeeded, d.status_code, d.error, d.duration_ms, d.attempted_at, d.next_attempt_at, d.held_request',
      from: 'webhook_deliveries d',
      where: 'd.webhook_id = ?',
      params: [webhookId],
      sortColumn: 'd.attempted_at',
      idColumn: 'd.id',
    },
    page,
  );
  const deliveries: WebhookDelivery[] = rows.map((r) => ({
    id: r.id,
    event_type: r.event_type,
    attempt: r.attempt,
    succeeded: r.succeeded === 1,
    status_code: r.status_code,
    error: r.error,
    duration_ms: r.duration_ms,
    attempted_at: r.attempted_at,
    next_attempt_at: r.next_attempt_at,
    held_request: r.held_request === null ? null : (JSON.parse(r.held_request) as WebhookHeldRequest),
  }));
  return { deliveries, nextCursor };
}
