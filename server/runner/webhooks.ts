import { randomUUID } from 'node:crypto';
import type { WebhookHeldRequest } from '../../src/api/schemas/webhook.ts';
import type { EgressMode } from '../config.ts';
import { createEgress } from '../egress/egress.ts';
import type { Resolver } from '../egress/resolver.ts';
import type { EgressTransport } from '../egress/transport.ts';
import type { AppDeps } from '../http/app-env.ts';
import { logText, shownText } from '../http/log-text.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { insertDelivery } from '../store/webhook-deliveries.ts';
import {
  type WebhookDeliveryTarget,
  webhookDeliveryTarget,
  webhookDeliveryTargets,
} from '../store/webhooks.ts';
import { type PublishedEvent, subscribeEvents } from './events.ts';
import { buildDeliveryRequest } from './webhook-request.ts';

/**
 * Webhook deliveries, subscribed to publishEvent: every webhook of the event's environment that
 * subscribes to its type gets one request (`webhook-request.ts`), sent only through the egress policy
 * (`egress/egress.ts`, WEBHOOK_EGRESS). A failure (lookup or network error, timeout, non-2xx answer)
 * is retried after `retryBaseMs`, then twice as long each time, up to WEBHOOK_MAX_ATTEMPTS; a request
 * the policy refuses is recorded as `Not sent: <why>`, and one it holds (`local` to another machine,
 * `off`) as `Held: …` with the request it would have sent, secrets masked: neither makes a network
 * attempt (no lookup, no connection) or a retry. The log line of either names WEBHOOK_EGRESS; what
 * the console shows does not. Every attempt is a row of `webhook_deliveries` (status, code, error,
 * duration); what a receiver or the network said is kept and logged bounded and free of control
 * characters (http/log-text.ts). Retries that were waiting when the server stopped are not resumed
 * (their row keeps `next_attempt_at`).
 */
export const WEBHOOK_MAX_ATTEMPTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How a delivery the egress policy refused starts its `error`. */
export const NOT_SENT_PREFIX = 'Not sent: ';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'now' | 'log'> & {
  retryBaseMs: number;
  /** WEBHOOK_EGRESS: where deliveries may go. */
  egress: EgressMode;
  /** How allowed requests leave (fetch-shaped); default node:http(s) to the checked address. */
  fetch?: EgressTransport;
  /** Name lookups for WEBHOOK_EGRESS=public; default the system resolver. */
  resolve?: Resolver;
};

interface Attempt {
  statusCode: number | null;
  error: string | null;
  /** Refused or held by the policy: nothing was sent and a retry would not change that. */
  final: boolean;
  durationMs: number | null;
  /** Held: the request it would have sent, as it may be shown. */
  held: WebhookHeldRequest | null;
}

export function startWebhookDeliveries(deps: DeliveryDeps) {
  const egress = createEgress({ mode: deps.egress, resolve: deps.resolve, transport: deps.fetch });
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function send(target: WebhookDeliveryTarget, event: PublishedEvent, startedMs: number) {
    const key = serverKey(deps.db, WEBHOOK_SIGNING_KEY, iso(startedMs));
    const request = buildDeliveryRequest(target, event, startedMs, key.private_key);
    const started = performance.now();
    const outcome = await egress.send(request.url, { ...request.init, timeoutMs: WEBHOOK_TIMEOUT_MS });
    const durationMs = Math.round(performance.now() - started);
    const notSent = { statusCode: null, final: true, durationMs: null };
    const result: Attempt =
      outcome.kind === 'refused'
        ? { ...notSent, error: `${NOT_SENT_PREFIX}${outcome.reason}`, held: null }
        : outcome.kind === 'held'
          ? { ...notSent, error: outcome.text, held: request.shown }
          : outcome.kind === 'failed'
            ? { statusCode: null, error: shownText(outcome.error), final: false, durationMs, held: null }
            : {
                statusCode: outcome.status,
                error:
                  outcome.status >= 200 && outcome.status < 300
                    ? null
                    : `The receiver answered HTTP ${outcome.status}${outcome.statusText ? ` ${shownText(outcome.statusText)}` : ''}.`,
                final: false,
                durationMs,
                held: null,
              };
    return { payload: request.payload, host: new URL(request.url).host, result };
  }

  async function attempt(target: WebhookDeliveryTarget, event: PublishedEvent, attemptNo: number) {
    const startedMs = deps.now();
    const { payload, host, result } = await send(target, event, startedMs);
    const delayMs = deps.retryBaseMs * 2 ** (attemptNo - 1);
    const retry = result.error !== null && !result.final && attemptNo < WEBHOOK_MAX_ATTEMPTS;
    insertDelivery(deps.db, {
      id: randomUUID(),
      webhookId: target.id,
      eventType: event.type,
      payload,
      attempt: attemptNo,
      statusCode: result.statusCode,
      error: result.error,
      attemptedAt: iso(startedMs),
      nextAttemptAt: retry ? iso(deps.now() + delayMs) : null,
      durationMs: result.durationMs,
      heldRequest: result.held,
    });
    if (result.held) {
      deps.log.info(
        `[webhook] ${target.id} ${event.type} held, nothing sent to ${logText(host)} (WEBHOOK_EGRESS=${deps.egress}).`,
      );
    } else if (result.error) {
      const what = result.final ? `not sent (WEBHOOK_EGRESS=${deps.egress})` : `attempt ${attemptNo} failed`;
      deps.log.info(`[webhook] ${target.id} ${event.type} ${what}: ${logText(result.error)}`);
    }
    if (!retry) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const current = readTarget(() => webhookDeliveryTarget(deps.db, target.id));
      if (current) run(current, event, attemptNo + 1);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  /** Targets are read with their API key opened; a key that does not open is logged, not thrown. */
  function readTarget<T>(read: () => T): T | null {
    try {
      return read();
    } catch (cause) {
      deps.log.error('[webhook] could not read a delivery target', cause);
      return null;
    }
  }

  function run(target: WebhookDeliveryTarget, event: PublishedEvent, attemptNo: number) {
    inFlight++;
    attempt(target, event, attemptNo)
      .catch((cause) => deps.log.error(`[webhook] delivery to ${target.id} failed unexpectedly`, cause))
      .finally(() => {
        inFlight--;
      });
  }

  const unsubscribe = subscribeEvents(deps.db, (event) => {
    const targets = readTarget(() => webhookDeliveryTargets(deps.db, event.environment, event.type)) ?? [];
    for (const target of targets) run(target, event, 1);
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
