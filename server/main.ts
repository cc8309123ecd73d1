import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { consoleLogger, createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty, seedDatabase, truncateToHour } from './db/seed/index.ts';
import { DEMO_EMAIL } from './db/seed/organization.ts';
import { createEngine } from './runner/engine.ts';
import { startWebhookDeliveries } from './runner/webhooks.ts';

/**
 * Start-up: read the environment, open/migrate/seed the database, start the transfer engine, listen,
 * say how to sign in.
 */
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const dataDir = resolve(config.dataDir);
mkdirSync(dataDir, { recursive: true });
const db = openDatabase(join(dataDir, 'console.sqlite'));
const applied = migrate(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

const freshlySeeded = isEmpty(db);
if (freshlySeeded) {
  const started = performance.now();
  const summary = seedDatabase(db, { scale: config.seedScale, referenceMs: truncateToHour(Date.now()) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const parts = summary.map(
    (s) => `${s.environment}: ${s.destinations} destinations, ${s.transfers} transfers`,
  );
  console.log(`Seeded ${config.seedScale} demo data in ${seconds} s (${parts.join('; ')})`);
} else if (config.seedScale === 'large') {
  console.log(`${dataDir} is already seeded; delete it to reseed with SEED_SCALE=large.`);
}

const app = createApp({ db, config, log: consoleLogger });
// The transfer engine. A database seeded just now has demo jobs in flight that were never
// interrupted, so start-up recovery (orphaning what a stopped server left RUNNING) is for restarts only.
const engine = createEngine(
  { db, now: Date.now, log: consoleLogger },
  { stepMs: config.runnerStepMs, schedulerIntervalMs: config.schedulerIntervalMs },
);
engine.start({ recover: !freshlySeeded });
// Webhook deliveries follow every event the app and the engine publish on this database.
const webhooks = startWebhookDeliveries({
  db,
  now: Date.now,
  log: consoleLogger,
  retryBaseMs: config.webhookRetryBaseMs,
  fetch,
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  const url = `http://${host}:${info.port}`;
  console.log(`\nConsole running at ${url}`);
  console.log(`Sign in as ${DEMO_EMAIL}: "Continue with email", then "Send me a one-time code".`);
  console.log(
    config.demoMode
      ? `The code is printed below as "[outbox] one-time code for ..." and listed at ${url}/api/dev/outbox.`
      : 'The code is printed below as "[outbox] one-time code for ...".',
  );
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT)` : error.message;
  console.error(`Could not listen on ${config.host}:${config.port}: ${reason}`);
  engine.stop();
  db.close();
  process.exit(1);
});

const shutdown = () => {
  engine.stop();
  webhooks.stop();
  server.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
