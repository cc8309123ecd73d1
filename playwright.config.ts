import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium.ts';

/** Browser journeys run against the built app served by the real server on a fresh, seeded database. */
const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The walks' lane (see `projects`). */
const OWN_LANE = [
  '**/walks.spec.ts',
  '**/faults.spec.ts',
  '**/on-call.spec.ts',
  '**/huge-org.spec.ts',
  '**/production-sign-in.spec.ts',
];

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // The offline walks need server data that holds still while they run: CI (scripts/test-all.sh) gives
  // them a server of their own, beside the other journeys. Journeys that start a server of their own
  // (faults, on-call, the 20,000-destination organisation, a production install) join the walks, the
  // shorter lane. Without --project both run here, one by one.
  projects: [
    { name: 'journeys', testIgnore: OWN_LANE },
    { name: 'walks', testMatch: OWN_LANE },
  ],
  // One worker: journeys share one server and the demo users' one-time codes.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // The walks run beside the journeys in CI (scripts/test-all.sh), so two browsers share the 2 cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    // An action or a navigation that cannot happen fails with its call log (what it waited for), not with
    // the test's timeout: a click on an element gone for good otherwise waits for it to the end.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace records every action's screenshots and DOM snapshots, on the same 2 cores as the app under
    // test; CI keeps only its printed output, so there it records none (`npx playwright test` here does).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // Chromium calls Google's hosts (updates, accounts, autofill) despite the flags above: no name but
        // this machine's resolves, so nothing can leave it (the walks, the install check and the
        // benchmarks launch with these arguments too).
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/support/start-server.ts',
    url: `${BASE_URL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
