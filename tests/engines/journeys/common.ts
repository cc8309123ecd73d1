/**
 * What the cross-engine journeys share (tests/engines/journeys.ts): their shape, the console's landmarks
 * they look for by role and name, and the waits more than one of them needs.
 */
import { type Driver, type Target, wire } from '../driver.ts';
import type { JourneyServer } from '../server.ts';

export interface JourneyContext {
  page: Driver;
  server: JourneyServer;
  email: string;
  /** A line for the run's report under the journey's result (what the journey saw, pass or fail). */
  note(line: string): void;
}

export interface Journey {
  name: string;
  /** Whether the journeys after it need it to have passed (they are reported as failed without it). */
  required?: boolean;
  run(context: JourneyContext): Promise<void>;
}

export const DEMO_EMAIL = 'demo@example.com';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export const alerts: Target = { role: 'table', name: 'Alerts' };
export const alertRows: Target = { css: 'tbody tr', within: alerts };
export const chart: Target = { role: 'region', name: 'Rows transferred, last 30 days' };
/** The user menu's button, named by the signed-in user's e-mail. */
export const userMenuOf = (email: string): Target => ({
  role: 'button',
  name: new RegExp(email.replace(/[.]/g, '\\.')),
});
export const userMenu = userMenuOf(DEMO_EMAIL);
export const menu: Target = { role: 'menu' };
/**
 * A menu not closed yet. A closed one may stay in the page, invisible, until its exit animation ends
 * (in WebKit under load that can take the rest of the journey): it takes no clicks (the held-animation
 * journey checks that), so the journeys wait for it to close, not to leave the page.
 */
export const openMenu: Target = { css: '[role="menu"]:not([data-state="closed"])' };

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The rendered text of every element a target names. */
export const textsOf = (page: Driver, target: Target) => page.call<string[]>('texts', wire(target));

/** What the console's own calls carry (src/api/http.ts): GET /api/logout refuses a request without them. */
const API_HEADERS = { 'X-Prequel-Api-Version': '2023-12-01', Environment: 'prod' };

/** The server's view of this browser's session: 401 signed out, else whose it is. */
export const authStatus = (page: Driver) =>
  page.evaluate<{ status: number; email: string | null }>(
    "fetch('/api/auth-status').then(async (r) => ({ status: r.status, email: r.ok ? (await r.json()).data.email : null }))",
  );

/**
 * /login, signed out whatever a failed journey before left: the console's own Logout call ends any
 * session and, by Clear-Site-Data, clears the host's cookies, the SSO provider's on another port too.
 */
export async function loginSignedOut(page: Driver) {
  await page.goto('/login');
  const { status } = await authStatus(page);
  await page.evaluate(
    `fetch('/api/logout', { headers: ${JSON.stringify(API_HEADERS)} }).then((r) => r.status)`,
  );
  if (status !== 401) await page.goto('/login');
}

/** The overview with its Alerts rows and their footer in (every page of destinations loaded). */
export async function overviewLoaded(page: Driver) {
  await page.goto('/overview');
  await page.waitVisible({ role: 'heading', name: 'Overview', level: 1 });
  await page.waitVisible(alertRows);
  await page.waitVisible({ css: 'tfoot', within: alerts });
}

/**
 * Waits until the overview's chart has painted bars on its canvas, at most `maxWidth` wide. An empty card
 * says why when the locale is the cause (uPlot formats with navigator.language while its chunk loads).
 */
export async function chartDrawn(page: Driver, maxWidth = Number.POSITIVE_INFINITY) {
  try {
    await page.waitFor('the chart to be drawn', async () => {
      const drawn = await page.call<{ canvas: boolean; width: number; painted: number }>('chartCanvas');
      check(drawn.canvas, 'no canvas in the chart card');
      check(drawn.width > 0 && drawn.painted > 0, `a blank canvas (${drawn.width} px wide)`);
      check(drawn.width <= maxWidth, `the canvas is ${drawn.width} px wide, wider than ${maxWidth} px`);
    });
  } catch (error) {
    const locale = await page.call<string>('localeProblem');
    throw new Error(
      `the chart is not drawn as it should be: ${(error as Error).message}${locale ? `; ${locale} (uPlot formats its axis with it)` : ''}`,
    );
  }
}

/**
 * Opens, from the overview, a destination whose last sync failed (it has transfers on its Activity tab),
 * and returns its name once its page shows.
 */
export async function openFailedDestination(page: Driver): Promise<string> {
  await overviewLoaded(page);
  const statuses = await textsOf(page, { css: 'tbody tr td:nth-child(3)', within: alerts });
  const row = statuses.indexOf('ERROR') + 1;
  check(row > 0, `no ERROR row among ${statuses.join(', ')}`);
  const link: Target = { role: 'link', within: { css: `tbody tr:nth-child(${row})`, within: alerts } };
  const [name = ''] = await textsOf(page, link);
  await page.click(link);
  await page.waitVisible({ role: 'heading', name, level: 1 });
  return name;
}

const UPDATE_AVAILABLE_TEXT = 'A new version is available';

/**
 * What is wrong with the page whatever the journey: uncaught errors and unhandled rejections, and an
 * update announced though no new version is published during a run (run.ts checks after each journey).
 */
export async function pageProblems(page: Driver): Promise<string[]> {
  const problems = await page.takeErrors();
  const statuses = await page.call<string[]>('texts', wire({ css: '[role="status"] p' })).catch(() => []);
  if (statuses.some((text) => text.includes(UPDATE_AVAILABLE_TEXT)))
    problems.push(`"${UPDATE_AVAILABLE_TEXT}" is shown, though no new version was published`);
  return problems;
}
