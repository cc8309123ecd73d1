/**
 * Starts the real server for the browser journeys on a fresh database in a temporary DATA_DIR, so every run
 * begins from the same seed. The built app (dist/) must exist: `npm test` builds it first. E2E_DATA_DIR
 * names the directory instead, for a journey that stops the server and starts it again on the same data
 * (tests/engines/server.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.env.DEMO_MODE = '1';
// The demo's OpenID provider on any free port: PORT + 1 is the walks' server in CI (scripts/test-all.sh).
process.env.DEMO_IDP_PORT ??= '0';
// Journeys drive transfers themselves: no scheduled syncs, and a pace that finishes a run in seconds.
process.env.SCHEDULER_INTERVAL_MS = '0';
process.env.RUNNER_STEP_MS ??= '400';
// A failed webhook delivery is retried within a second, not five.
process.env.WEBHOOK_RETRY_BASE_MS ??= '500';
// The journeys sign in as demo@example.com from 127.0.0.1 some 40 times within minutes.
process.env.CODE_REQUESTS_PER_EMAIL ??= '1000';
process.env.CODE_REQUESTS_PER_ADDRESS ??= '1000';
await import('../../server/main.ts');
