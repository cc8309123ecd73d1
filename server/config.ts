import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';

/**
 * The server's settings, read once from the environment (README.md lists them). Empty variables
 * count as unset; a bad value stops the start with a message naming the variable.
 */
const DEFAULT_PORT = 4173;
const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

const DEFAULT_RUNNER_STEP_MS = 1500;
const DEFAULT_SCHEDULER_INTERVAL_MS = 60_000;
const DEFAULT_WEBHOOK_RETRY_BASE_MS = 5000;

const milliseconds = (name: string, min: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number of milliseconds`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
  );

const origin = (name: string, example: string) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be a URL such as ${example}`),
    v.regex(/^https?:/i, `${name} must be an http or https URL`),
    v.transform((url) => new URL(url).origin),
  );

/**
 * An OpenID provider's issuer URL: https, or http on this machine only (the demo's provider, a test's).
 * Kept as written (no trailing-slash change): the ID token's `iss` must equal it exactly.
 */
export function isAllowedIssuer(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return false;
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
}

const issuer = (name: string) =>
  v.pipe(
    v.string(),
    v.maxLength(2048, `${name} is too long`),
    v.check(isAllowedIssuer, `${name} must be an https URL (http only on 127.0.0.1 or localhost)`),
  );

/** Google's OpenID issuer; GOOGLE_ISSUER replaces it (a test's provider on this machine). */
export const GOOGLE_ISSUER_DEFAULT = 'https://accounts.google.com';

/** An on/off setting: 1 or true, 0 or false (any case); anything else stops the start, naming it. */
const flag = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(
      /^(?:[01]|true|false)$/i,
      (issue) => `${name} must be 1, 0, true or false, not ${JSON.stringify(issue.input)}`,
    ),
    v.transform((value) => value === '1' || value.toLowerCase() === 'true'),
  );

const perWindow = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
  );

/** Whether a bind address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.process(bare);
  return address.range() === 'loopback';
}

export const EGRESS_MODES = ['public', 'local', 'off'] as const;
export type EgressMode = (typeof EGRESS_MODES)[number];

const envSchema = v.pipe(
  v.object({
    PORT: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'PORT must be a whole number'),
        v.transform(Number),
        v.maxValue(65535, 'PORT must be at most 65535'),
      ),
    ),
    HOST: v.optional(v.string()),
    DATA_DIR: v.optional(v.string()),
    DIST_DIR: v.optional(v.string()),
    SEED_SCALE: v.optional(
      v.picklist(['default', 'large', 'huge'], 'SEED_SCALE must be "large" or "huge" (or unset)'),
    ),
    API_BASE_URL: v.optional(v.string()),
    CONSOLE_ORIGIN: v.optional(origin('CONSOLE_ORIGIN', 'http://localhost:5173')),
    PUBLIC_ORIGIN: v.optional(origin('PUBLIC_ORIGIN', 'https://console.acme.example')),
    DEMO_MODE: v.optional(flag('DEMO_MODE')),
    DEMO_ALLOW_NETWORK: v.optional(flag('DEMO_ALLOW_NETWORK')),
    TRUST_PROXY: v.optional(flag('TRUST_PROXY')),
    SMTP_URL: v.optional(
      v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/i, 'SMTP_URL must be an smtp:// or smtps:// URL')),
    ),
    MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3, 'MAIL_FROM must be an address'))),
    WEBHOOK_EGRESS: v.optional(v.picklist(EGRESS_MODES, 'WEBHOOK_EGRESS must be public, local or off')),
    SECRETS_KEY: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
          'SECRETS_KEY must be 32 bytes as 64 hex digits or base64',
        ),
      ),
    ),
    CODE_REQUESTS_PER_EMAIL: v.optional(perWindow('CODE_REQUESTS_PER_EMAIL')),
    CODE_REQUESTS_PER_ADDRESS: v.optional(perWindow('CODE_REQUESTS_PER_ADDRESS')),
    GOOGLE_DEMO_EMAIL: v.optional(v.pipe(v.string(), v.email('GOOGLE_DEMO_EMAIL must be an e-mail address'))),
    GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.maxLength(512, 'GOOGLE_CLIENT_ID is too long'))),
    GOOGLE_CLIENT_SECRET: v.optional(
      v.pipe(v.string(), v.maxLength(512, 'GOOGLE_CLIENT_SECRET is too long')),
    ),
    GOOGLE_ISSUER: v.optional(issuer('GOOGLE_ISSUER')),
    DEMO_IDP_PORT: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'DEMO_IDP_PORT must be a whole number'),
        v.transform(Number),
        v.maxValue(65535, 'DEMO_IDP_PORT must be at most 65535'),
      ),
    ),
    RUNNER_STEP_MS: v.optional(milliseconds('RUNNER_STEP_MS', 1)),
    SCHEDULER_INTERVAL_MS: v.optional(milliseconds('SCHEDULER_INTERVAL_MS', 0)),
    WEBHOOK_RETRY_BASE_MS: v.optional(milliseconds('WEBHOOK_RETRY_BASE_MS', 1)),
  }),
  v.forward(
    v.check(
      (env) => (env.GOOGLE_CLIENT_ID === undefined) === (env.GOOGLE_CLIENT_SECRET === undefined),
      'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (of the OAuth client made for this console), or neither',
    ),
    ['GOOGLE_CLIENT_SECRET'],
  ),
  v.transform((env) => ({
    port: env.PORT ?? DEFAULT_PORT,
    host: env.HOST ?? '127.0.0.1',
    /**
     * The origin people reach this server at, for every absolute URL it writes (sign-in redirects,
     * next_url, magic links). Unset: the loopback address it listens on. The Host header is never used.
     */
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    dataDir: env.DATA_DIR ?? '.data',
    seedScale: env.SEED_SCALE ?? 'default',
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    /** Set when the console runs on another origin: enables CORS and absolute sign-in redirects. */
    consoleOrigin: env.CONSOLE_ORIGIN ?? null,
    /** Demo affordances (outbox, the demo's OpenID provider, codes on the log): loopback only, see SECURITY.md. */
    demoMode: env.DEMO_MODE ?? true,
    /** Lets a demo bind a non-loopback address (a trusted network only; said loudly at start). */
    demoAllowNetwork: env.DEMO_ALLOW_NETWORK ?? false,
    /** Believe X-Forwarded-For / X-Forwarded-Proto (only behind a proxy that sets them). */
    trustProxy: env.TRUST_PROXY ?? false,
    /** Where one-time codes are e-mailed (nodemailer); required outside demo mode. */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Prequel Console <no-reply@console.invalid>',
    /** Where webhook deliveries may go: the public internet only, this machine only, or nowhere. */
    webhookEgress: env.WEBHOOK_EGRESS ?? ((env.DEMO_MODE ?? true) ? 'local' : 'public'),
    /** The key that encrypts secrets at rest; unset: `secrets.key` in DATA_DIR (made 0600). */
    secretsKey: env.SECRETS_KEY ?? null,
    /** One-time code requests allowed per e-mail and per client address in 15 minutes. */
    codeRequestsPerEmail: env.CODE_REQUESTS_PER_EMAIL ?? 5,
    codeRequestsPerAddress: env.CODE_REQUESTS_PER_ADDRESS ?? 20,
    /** The demo provider's Google account (demo mode only). */
    googleDemoEmail: (env.GOOGLE_DEMO_EMAIL ?? 'demo@example.com').toLowerCase(),
    /**
     * "Continue with Google" as an OpenID client of GOOGLE_ISSUER; null (503) until GOOGLE_CLIENT_ID and
     * GOOGLE_CLIENT_SECRET are set. In demo mode main.ts points it at the demo's own provider instead.
     */
    google: googleClient(env),
    /** The demo's OpenID provider (server/demo-idp/) listens here; unset: PORT + 1 (0 when PORT is 0). */
    demoIdpPort: env.DEMO_IDP_PORT ?? (env.PORT === 0 ? 0 : (env.PORT ?? DEFAULT_PORT) + 1),
    /** The built console it serves; a separate build (`vite build --outDir`) can be served instead. */
    distDir: env.DIST_DIR ?? DEFAULT_DIST_DIR,
    /** One step of the transfer engine: PENDING lasts one step, RUNNING a few (README "Transfer engine"). */
    runnerStepMs: env.RUNNER_STEP_MS ?? DEFAULT_RUNNER_STEP_MS,
    /** How often the scheduler looks for due destinations; 0 turns scheduling off. */
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS ?? DEFAULT_SCHEDULER_INTERVAL_MS,
    /** A failed webhook delivery is retried after this, then twice as long each time (5 attempts). */
    webhookRetryBaseMs: env.WEBHOOK_RETRY_BASE_MS ?? DEFAULT_WEBHOOK_RETRY_BASE_MS,
  })),
);

export type Config = v.InferOutput<typeof envSchema>;

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function googleClient(env: {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER?: string;
}): OidcClientSettings | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    issuer: env.GOOGLE_ISSUER ?? GOOGLE_ISSUER_DEFAULT,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  };
}

/** Settings that are each valid but unsafe together; the message names the setting to change. */
function unsafeCombination(config: Config): string | null {
  if (config.demoMode && !isLoopbackHost(config.host) && !config.demoAllowNetwork) {
    return (
      `HOST: DEMO_MODE=1 (the default) may only bind a loopback address, not ${config.host}: demo mode ` +
      'shows one-time codes to anyone who asks, and its OpenID provider signs in demo accounts whose passwords are published. ' +
      'Set HOST=127.0.0.1, or DEMO_MODE=0 with SMTP_URL for a real deployment, or DEMO_ALLOW_NETWORK=1 ' +
      'on a network you trust.'
    );
  }
  if (!isLoopbackHost(config.host) && !config.publicOrigin) {
    return (
      `PUBLIC_ORIGIN: the server binds ${config.host}, so set the origin people reach it at ` +
      '(for example PUBLIC_ORIGIN=https://console.acme.example): absolute URLs and the allowed origin of ' +
      'writes come from it, never from the Host header.'
    );
  }
  if (!config.demoMode && !config.smtpUrl) {
    return (
      'SMTP_URL: with DEMO_MODE=0 nobody could sign in: one-time codes are sent by e-mail, so set ' +
      'SMTP_URL (for example smtp://user:password@mail.acme.example:587), or run the demo with DEMO_MODE=1.'
    );
  }
  return null;
}

export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (result.success) {
    const problem = unsafeCombination(result.output);
    if (problem) throw new Error(`Invalid server configuration:\n  ${problem}`);
    return result.output;
  }
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
  throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
}
