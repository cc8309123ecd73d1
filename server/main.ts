import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { consoleLogger, createApp } from './app.ts';
import { createMailer } from './auth/mailer.ts';
import { isLoopbackHost, readConfig } from './config.ts';
import { demoDataRefusal, holdsDemoData } from './db/seed/demo-data.ts';
import { isEmpty, seedDatabase } from './db/seed/index.ts';
import { DEMO_EMAIL, SSO_EMAIL } from './db/seed/organization.ts';
import {
  DEMO_GOOGLE_PASSWORD,
  DEMO_SSO_PASSWORD,
  type DemoIdp,
  startDemoSignIn,
} from './demo-idp/demo-idp.ts';
import { demoReceiverOrigin } from './http/demo-receiver.ts';
import { createEngine } from './runner/engine.ts';
import { startWebhookDeliveries } from './runner/webhooks.ts';
import { openInstallDatabase } from './secrets/open-install.ts';

/**
 * Start-up: read the environment, open/migrate the database (and seed the demo organisation, in demo
 * mode only; outside it, refuse a database that holds it), start the transfer engine, listen, say how
 * to sign in.
 */
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (config.demoMode && !isLoopbackHost(config.host)) {
  console.warn(
    `\n!!! WARNING: DEMO_MODE=1 on HOST=${config.host} (DEMO_ALLOW_NETWORK=1). Anyone who can reach this ` +
      'address can read every one-time code at /api/dev/outbox, and the demo accounts of its OpenID ' +
      'provider have published passwords. Only do this on a network you trust. !!!\n',
  );
}

// Secrets at rest (SECURITY.md): every file made from here on is for this user alone (0600, DATA_DIR
// 0700); the database opens with the install's secrets key bound, is migrated, the key is checked
// against the secrets already sealed, and secrets an earlier version kept in clear are sealed.
process.umask(0o077);
const dataDir = resolve(config.dataDir);
let opened: ReturnType<typeof openInstallDatabase>;
try {
  opened = openInstallDatabase({ dataDir, secretsKey: config.secretsKey });
} catch (error) {
  console.error(`Cannot start on ${dataDir}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { db, applied } = opened;
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
for (const note of opened.notes) console.log(note);

// A real install (DEMO_MODE=0) never gets the demo organisation and its users: `npm run setup`
// (server/setup.ts) creates its own organisation and first members. A data directory a demo start
// seeded is refused rather than served with the demo users as live accounts.
if (!config.demoMode && holdsDemoData(db)) {
  db.close();
  console.error(demoDataRefusal(dataDir));
  process.exit(1);
}
const freshlySeeded = config.demoMode && isEmpty(db);
if (freshlySeeded) {
  const started = performance.now();
  const summary = seedDatabase(db, {
    scale: config.seedScale,
    // Now, not a round hour: a destination running every 15 minutes is overdue 30 minutes after its run.
    referenceMs: Date.now(),
    // The seeded webhooks deliver to this server's own demo receiver.
    receiverOrigin: demoReceiverOrigin(config),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const parts = summary.map(
    (s) => `${s.environment}: ${s.destinations} destinations, ${s.transfers} transfers`,
  );
  console.log(`Seeded ${config.seedScale} demo data in ${seconds} s (${parts.join('; ')})`);
} else if (config.demoMode && config.seedScale !== 'default') {
  console.log(`${dataDir} is already seeded; delete it to reseed with SEED_SCALE=${config.seedScale}.`);
}

// How one-time codes reach people: the demo outbox, or e-mail through SMTP_URL (auth/mailer.ts).
const mailer = createMailer({ db, config, now: Date.now, log: consoleLogger });
const app = createApp({ db, config, log: consoleLogger, mailer });
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
  // WEBHOOK_EGRESS: every delivery goes through the egress policy (server/egress/), nothing else.
  egress: config.webhookEgress,
});
let demoIdp: DemoIdp | null = null;
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, async (info) => {
  // With PORT=0 the system chose the port: the server's own origins (absolute URLs, allowed writers,
  // the demo provider's redirect URLs) are those of the port it really listens on.
  config.port = info.port;
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  const url = `http://${host}:${info.port}`;
  if (config.demoMode) {
    try {
      demoIdp = await startDemoSignIn(db, config);
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      console.error(
        `Could not start the demo's OpenID provider on 127.0.0.1:${config.demoIdpPort}: ` +
          (busy ? 'the port is in use (set DEMO_IDP_PORT, 0 for any free port)' : String(error)),
      );
      shutdown(1);
      return;
    }
  }
  console.log(`\nConsole running at ${url}`);
  if (config.demoMode) {
    console.log(`Sign in as ${DEMO_EMAIL}: "Continue with email", then "Send me a one-time code".`);
    console.log(
      `The code is printed below as "[outbox] one-time code for ..." and listed at ${url}/api/dev/outbox.`,
    );
    console.log(
      `SSO and Google sign in at the demo's OpenID provider (${demoIdp?.origin}): ${SSO_EMAIL} with ` +
        `password ${DEMO_SSO_PASSWORD}, Google as ${config.googleDemoEmail} with ${DEMO_GOOGLE_PASSWORD}.`,
    );
  } else {
    console.log(`One-time codes are e-mailed through ${mailer.destination}.`);
    if (isEmpty(db)) {
      console.log(
        'No organisation yet, so nobody can sign in. Create it and its first members (same DATA_DIR ' +
          'and SECRETS_KEY):\n  npm run setup -- --org "Your organisation" --member you@your-company.example',
      );
    }
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT)` : error.message;
  console.error(`Could not listen on ${config.host}:${config.port}: ${reason}`);
  engine.stop();
  db.close();
  process.exit(1);
});

function shutdown(code = 0) {
  engine.stop();
  webhooks.stop();
  void demoIdp?.close();
  server.close();
  db.close();
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
