import { createHash, verify } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { FLAKY_RECEIVER } from '../http/demo-receiver.ts';
import { errorBody, HttpError, ok } from '../http/envelope.ts';
import { logText } from '../http/log-text.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';

/**
 * Demo mode only (app.ts mounts it only then): a webhook receiver built into the server, where the
 * seeded webhooks deliver, so a fresh demo shows real signed deliveries without sending anything off
 * this machine. `POST|GET /dev/webhook-receiver/<name>` checks the signature of CONTRACT.md §7 with
 * this server's public key (401 when it does not verify or the timestamp is over 5 minutes off) and
 * answers 200; a name starting with `flaky` answers 503 the first time it sees a payload and 200
 * after, so the sender's retry shows. It is a receiver: no session, any body type, one log line per
 * verified delivery (its values escaped, http/log-text.ts) and none for a request that does not
 * verify, so nobody can write to the log through it; it remembers at most REMEMBERED_PAYLOADS_MAX
 * payload hashes.
 */
export const REMEMBERED_PAYLOADS_MAX = 1000;
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
const RECEIVER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/i;

/** For GET deliveries the signature covers the payload's query string, which starts at `type=`. */
function signedQuery(url: string): string {
  const parts = (new URL(url).search.slice(1) || '').split('&');
  const start = parts.findIndex((part) => part.startsWith('type='));
  return start < 0 ? '' : parts.slice(start).join('&');
}

function signatureVerifies(publicKey: string, signed: string, hex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(hex)) return false;
  try {
    return verify('sha256', Buffer.from(signed), publicKey, Buffer.from(hex, 'hex'));
  } catch {
    return false;
  }
}

/** The event type a delivery names (a Slack text starts with `[env] type:`), for the log line. */
function eventTypeOf(method: string, url: string, body: string): string {
  if (method === 'GET') return new URL(url).searchParams.get('type') ?? '?';
  try {
    const parsed = JSON.parse(body) as { type?: unknown; text?: unknown };
    if (typeof parsed.type === 'string') return parsed.type;
    if (typeof parsed.text === 'string') return /\] ([\w.]+):/.exec(parsed.text)?.[1] ?? 'slack message';
  } catch {
    // Not JSON: reported as unknown.
  }
  return '?';
}

/** The last `max` keys added (a Set keeps insertion order: the oldest is forgotten first). */
export function recentKeys(max: number) {
  const keys = new Set<string>();
  return {
    has: (key: string) => keys.has(key),
    add(key: string) {
      keys.delete(key);
      keys.add(key);
      for (const oldest of keys) {
        if (keys.size <= max) break;
        keys.delete(oldest);
      }
    },
    get size() {
      return keys.size;
    },
  };
}

export function devWebhookReceiverRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const seen = recentKeys(REMEMBERED_PAYLOADS_MAX);

  routes.on(['GET', 'POST'], '/:name', async (c) => {
    const name = c.req.param('name');
    if (!RECEIVER_NAME.test(name)) throw new HttpError(404, 'Receiver names are letters, digits and dashes.');
    const method = c.req.method;
    const body = method === 'GET' ? '' : await c.req.text();
    const payload = method === 'GET' ? signedQuery(c.req.url) : body;
    const timestamp = c.req.header('X-Prequel-Webhook-Timestamp') ?? '';
    const signature = c.req.header('X-Prequel-Webhook-Signature') ?? '';
    const type = eventTypeOf(method, c.req.url, body);
    const answer = (status: 200 | 401 | 503, note: string) => {
      if (status !== 401) {
        deps.log.info(`[webhook-receiver] ${name} ${method} ${logText(type)}: answered ${status}, ${note}`);
      }
      if (status === 200) return ok(c, { verified: true });
      return c.json(errorBody(`${note.charAt(0).toUpperCase()}${note.slice(1)}`), status);
    };

    const nowMs = deps.now();
    const { public_key } = serverKey(deps.db, WEBHOOK_SIGNING_KEY, new Date(nowMs).toISOString());
    if (!/^\d+$/.test(timestamp) || !signatureVerifies(public_key, `${timestamp}.${payload}`, signature)) {
      return answer(401, "the signature does not verify with this server's webhook public key.");
    }
    if (Math.abs(nowMs - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) {
      return answer(401, 'the signature timestamp is more than 5 minutes away from now.');
    }
    if (name.startsWith(FLAKY_RECEIVER)) {
      const hash = createHash('sha256').update(`${name}\n${payload}`).digest('hex');
      if (!seen.has(hash)) {
        seen.add(hash);
        return answer(503, 'first delivery of this payload, so the sender retries.');
      }
    }
    return answer(200, 'signature verified.');
  });

  return routes;
}
