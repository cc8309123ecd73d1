import { createApp } from '../app.ts';
import { type Config, readConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { DEMO_EMAIL } from '../db/seed/organization.ts';
import { noDnsResolver, type Resolver } from '../egress/resolver.ts';
import type { EgressTransport } from '../egress/transport.ts';
import type { Logger } from '../http/app-env.ts';
import { createEngine } from '../runner/engine.ts';
import { startWebhookDeliveries } from '../runner/webhooks.ts';
import { bindTestSecrets } from './test-key.ts';

/**
 * Builds the real app on a fresh seeded in-memory database with a manual clock and a captured log.
 * The default seed is made once per test file and cloned (SQLite serialize) for each app; the
 * template and every clone open their sealed secrets with the same fixed test key.
 */
export const REFERENCE_MS = Date.UTC(2026, 10, 22, 10);

let template: Buffer | undefined;

export function seededDatabase(): Db {
  if (!template) {
    const db = bindTestSecrets(openDatabase(':memory:'));
    migrate(db);
    seedDatabase(db, { scale: 'default', referenceMs: REFERENCE_MS });
    template = db.serialize();
    db.close();
  }
  return bindTestSecrets(openDatabase(template));
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Requests webhook deliveries made when a test passes no `fetch` of its own (nothing leaves). */
export interface SentRequest {
  url: string;
  init: RequestInit | undefined;
}

export function makeTestApp(
  overrides: Partial<Config> = {},
  options: { fetch?: EgressTransport; resolve?: Resolver; db?: Db } = {},
) {
  // A test may bring its own database (one opened from a DATA_DIR, or bound to another key).
  const db = options.db ?? seededDatabase();
  let nowMs = REFERENCE_MS + 60_000;
  const logs: string[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const config = { ...readConfig({}), ...overrides };
  const log: Logger = {
    info: (message) => logs.push(message),
    error: (message, error) => errors.push({ message, error }),
  };
  const app = createApp({ db, config, now: () => nowMs, log });
  // The transfer engine on the same database and clock, never started: tests call engine.tick() and
  // engine.scheduler.tick() after moving the clock with advance().
  const engine = createEngine(
    { db, now: () => nowMs, log },
    { stepMs: config.runnerStepMs, schedulerIntervalMs: 0 },
  );
  // Webhook deliveries: by default to a stand-in receiver that answers 200 and records the request,
  // so tests never reach the network; a test of real delivery passes egress/transport.ts nodeTransport
  // (or the global fetch) and a receiver on 127.0.0.1.
  const sent: SentRequest[] = [];
  const recordingFetch: typeof fetch = async (url, init) => {
    sent.push({ url: String(url), init });
    return new Response(null, { status: 200 });
  };
  const webhooks = startWebhookDeliveries({
    db,
    now: () => nowMs,
    log,
    retryBaseMs: config.webhookRetryBaseMs,
    fetch: options.fetch ?? recordingFetch,
    // WEBHOOK_EGRESS as configured (local by default); names are never looked up in real DNS here.
    egress: config.webhookEgress,
    resolve: options.resolve ?? noDnsResolver,
  });

  /** One request; `body` strings are sent as-is (for malformed JSON), anything else as JSON. */
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const url = /^https?:/.test(path) ? path : `http://127.0.0.1:4173${path}`;
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (HTML pages, static files): read `text`.
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      // biome-ignore lint/suspicious/noExplicitAny: tests read nested reply fields; where the shape matters they parse it with the shared valibot schemas.
      json: json as Record<string, unknown> & { data: any },
    };
  }

  /** The code last printed on the log for an e-mail. */
  const lastCode = (email: string) => {
    const line = logs.filter((l) => l.startsWith(`[outbox] one-time code for ${email}: `)).at(-1);
    if (!line) throw new Error(`No code was sent to ${email}`);
    return line.slice(line.lastIndexOf(' ') + 1);
  };

  /** Signs in with a one-time code and returns the `Cookie` header value. */
  async function signIn(email = DEMO_EMAIL, environment?: 'prod' | 'staging') {
    const headers: Record<string, string> = environment ? { Environment: environment } : {};
    await call('POST', '/api/public/auth/passwordless-login', { body: { email } });
    const res = await call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email, code: lastCode(email) },
      headers,
    });
    if (res.status !== 200) throw new Error(`Sign-in failed: ${res.text}`);
    return sessionCookie(res.headers);
  }

  return {
    app,
    db,
    config,
    logs,
    errors,
    call,
    signIn,
    lastCode,
    engine,
    webhooks,
    sent,
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

/** `console_session=<token>` from a response's Set-Cookie headers. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('console_session='));
  if (!cookie) throw new Error('No session cookie was set');
  return cookie;
}
