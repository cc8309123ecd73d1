import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';

/** Where the API is mounted in this server (the console may still be told another base URL). */
export const API_PREFIX = '/api';

/** Where OpenID providers send the browser back (routes/sso.ts); register PUBLIC_ORIGIN + this path. */
export const SSO_CALLBACK_PATH = `${API_PREFIX}/sso/callback`;

/** What the app is built from; tests pass a fresh database, a manual clock and a capturing logger. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** Epoch milliseconds; injected so expiry can be tested without waiting. */
  now: () => number;
  log: Logger;
  /** How one-time codes are delivered (auth/mailer.ts); built from the config when not given. */
  mailer?: Mailer;
}

/**
 * The server's log. Call sites pass every outside value of a message through logText
 * (http/log-text.ts); the logger writes each message as one line and shows an error's message, which
 * may quote outside text too, escaped (consoleLogger in app.ts).
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The signed-in session of a request (auth/sessions.ts keeps them; the cookie middleware loads one). */
export interface SessionInfo {
  tokenHash: string;
  userId: string;
  email: string;
  organizationId: string;
  environment: Environment;
  createdAtMs: number;
  expiresAtMs: number;
}

/** How one-time codes are delivered (auth/mailer.ts builds one from the config). */
export interface Mailer {
  /** Delivers a code; throws HttpError 503 when it could not be handed to the mail server. */
  sendCode(to: string, code: string): Promise<void>;
  /** Where codes go, for the start-up message (never the SMTP password). */
  readonly destination: string;
}

/** Per-request values set by the /api middleware. */
export interface AppEnv {
  Variables: {
    environment: Environment;
    session: SessionInfo | null;
    sessionExpired: boolean;
    /** This server's origin for absolute URLs (http/origins.ts), never taken from the Host header. */
    publicOrigin: string;
  };
}
