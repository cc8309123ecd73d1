import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../http/app-env.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { type PublishedEvent, subscribeEvents } from './events.ts';
import { buildDeliveryRequest, type DeliveryTarget } from './webhook-request.ts';

/**
 * Webhook deliveries, subscribed to publishEvent: every webhook of the event's environment that
 * subscribes to its type gets one request (`webhook-request.ts`). A failure (network error, timeout
 * or a non-2xx answer) is retried after `webhookRetryBaseMs`, then twice as long each time, up to
 * WEBHOOK_MAX_ATTEMPTS; every attempt is a row of `webhook_deliveries` (status, code, error,
 * duration). Only http(s) URLs are ever contacted, redirects are not followed, and retries that were
 * waiting when the server stopped are not resumed (their row keeps `next_attempt_at`).
 */
export const WEBHOOK_MAX_ATTEMPTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type DeliveryDeps = Pick<AppDeps, 'db' | 'now' | 'log'> & {
  retryBaseMs: number;
  fetch: typeof fetch;
};

interface TargetRow extends DeliveryTarget {
  id: string;
}

export function startWebhookDeliveries(deps: DeliveryDeps) {
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const iso = (ms: number) => new Date(ms).toISOString();

  const targetsFor = (event: PublishedEvent) =>
    deps.db
      .prepare(
        `SELECT id, vendor, url, api_version, api_key FROM webhooks w
         WHERE environment = ? AND EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = ?)`,
      )
      .all(event.environment, event.type) as TargetRow[];

  const stillThere = (id: string) =>
    deps.db.prepare('SELECT id, vendor, url, api_version, api_key FROM webhooks WHERE id = ?').get(id) as
      | TargetRow
      | undefined;

  async function attempt(target: TargetRow, event: PublishedEvent, attemptNo: number) {
    const startedMs = deps.now();
    const key = serverKey(deps.db, WEBHOOK_SIGNING_KEY, iso(startedMs));
    const request = buildDeliveryRequest(target, event, startedMs, key.private_key);
    let statusCode: number | null = null;
    let error: string | null = null;
    // A URL that is not http(s) is never contacted, and retrying would not change that.
    let permanent = false;
    const started = performance.now();
    if (!/^https?:$/.test(new URL(request.url).protocol)) {
      error = 'Only http and https URLs are delivered to.';
      permanent = true;
    } else {
      try {
        const res = await deps.fetch(request.url, {
          ...request.init,
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        statusCode = res.status;
        await res.body?.cancel();
        if (!res.ok)
          error = `The receiver answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`;
      } catch (cause) {
        error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      }
    }
    const durationMs = Math.round(performance.now() - started);
    const delayMs = deps.retryBaseMs * 2 ** (attemptNo - 1);
    const retry = error !== null && !permanent && attemptNo < WEBHOOK_MAX_ATTEMPTS;
    deps.db
      .prepare(
        `INSERT INTO webhook_deliveries (id, webhook_id, event_type, payload, attempt, status_code, error,
           succeeded, attempted_at, next_attempt_at, duration_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        randomUUID(),
        target.id,
        event.type,
        JSON.stringify(request.payload),
        attemptNo,
        statusCode,
        error,
        error === null ? 1 : 0,
        iso(startedMs),
        retry ? iso(deps.now() + delayMs) : null,
        durationMs,
      );
    if (error) deps.log.info(`[webhook] ${target.id} ${event.type} attempt ${attemptNo} failed: ${error}`);
    if (!retry) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const current = stillThere(target.id);
      if (current) run(current, event, attemptNo + 1);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function run(target: TargetRow, event: PublishedEvent, attemptNo: number) {
    inFlight++;
    attempt(target, event, attemptNo)
      .catch((cause) => deps.log.error(`[webhook] delivery to ${target.id} failed unexpectedly`, cause))
      .finally(() => {
        inFlight--;
      });
  }

  const unsubscribe = subscribeEvents(deps.db, (event) => {
    for (const target of targetsFor(event)) run(target, event, 1);
  });

  return {
    /** Resolves once no delivery is under way and no retry is waiting (tests). */
    async idle() {
      while (inFlight > 0 || timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    stop() {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof startWebhookDeliveries>;
