import { fileURLToPath } from 'node:url';
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

const origin = v.pipe(
  v.string(),
  v.url('CONSOLE_ORIGIN must be a URL such as http://localhost:5173'),
  v.transform((url) => new URL(url).origin),
);

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
    SEED_SCALE: v.optional(v.picklist(['default', 'large'], 'SEED_SCALE must be "large" (or unset)')),
    API_BASE_URL: v.optional(v.string()),
    CONSOLE_ORIGIN: v.optional(origin),
    DEMO_MODE: v.optional(v.string()),
    GOOGLE_DEMO_EMAIL: v.optional(v.pipe(v.string(), v.email('GOOGLE_DEMO_EMAIL must be an e-mail address'))),
    RUNNER_STEP_MS: v.optional(milliseconds('RUNNER_STEP_MS', 1)),
    SCHEDULER_INTERVAL_MS: v.optional(milliseconds('SCHEDULER_INTERVAL_MS', 0)),
    WEBHOOK_RETRY_BASE_MS: v.optional(milliseconds('WEBHOOK_RETRY_BASE_MS', 1)),
  }),
  v.transform((env) => ({
    port: env.PORT ?? DEFAULT_PORT,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? '.data',
    seedScale: env.SEED_SCALE ?? 'default',
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    /** Set when the console runs on another origin: enables CORS and absolute sign-in redirects. */
    consoleOrigin: env.CONSOLE_ORIGIN ?? null,
    demoMode: env.DEMO_MODE !== '0' && env.DEMO_MODE !== 'false',
    googleDemoEmail: (env.GOOGLE_DEMO_EMAIL ?? 'demo@example.com').toLowerCase(),
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

export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
  throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
}
