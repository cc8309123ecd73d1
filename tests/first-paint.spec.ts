/**
 * A first paint without JavaScript: /login's sign-in screen is in the HTML, painted before any
 * of the app's JavaScript has run, inert until the app replaces it; it never shows where the app's first
 * screen is another one (a remembered session, a recipient's onboarding link).
 */
import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile, signInWithCode } from './support/auth.ts';

const HEADING = 'Sign in to the product';
/** Everything Vite built runs no more: what shows is what the HTML and CSS (and first-paint.js) paint. */
const blockAppScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());
// A page the service worker controls gets the app's scripts from its precache, where page.route cannot
// block them: once it had installed (a matter of timing), the app ran and replaced the first paint.
test.use({ serviceWorkers: 'block' });

test('before any JavaScript of the app runs, /login already shows the sign-in screen, inert', async ({
  page,
}) => {
  await blockAppScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  // Inert: nothing can be typed there and then lost when the app takes over.
  await expect(page.locator('[data-first-paint="login"]')).toHaveAttribute('inert', '');
});

test('the app replaces it with the working screen, once, in the same place', async ({ page }) => {
  await blockAppScripts(page);
  await page.goto('/login');
  const before = await page.getByRole('heading', { name: HEADING }).boundingBox();
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(1);
  expect(await page.getByRole('heading', { name: HEADING }).boundingBox()).toEqual(before);
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.com');
});

test('it never shows for a remembered session or on a recipient onboarding link', async ({
  page,
  context,
}) => {
  await blockAppScripts(page);
  await page.goto('/onboard/some-token');
  await expect(page.locator('html')).not.toHaveAttribute('data-show-first-paint');
  await expect(page.getByRole('heading', { name: HEADING })).toBeHidden();
  await page.unrouteAll();
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  // The app remembers the session once it has rendered the signed-in page; a loaded machine may get here first.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('console.last-session'))).not.toBeNull();
  // A new tab of the same browser: the app still running in the first tab cannot abort this navigation
  // (on a loaded CI run, a goto in that tab once ended in net::ERR_ABORTED).
  const tab = await context.newPage();
  await blockAppScripts(tab);
  await tab.goto('/login');
  await expect(tab.locator('html')).toHaveAttribute('data-show-first-paint', 'shell');
  await expect(tab.getByRole('heading', { name: HEADING })).toBeHidden();
});

async function signedInFrame(page: Page) {
  await page.goto('/overview');
  // Where the app draws the frame: search, the environment and (on a laptop) the navigation.
  const search = page.getByRole('button', { name: 'Search' });
  const badge = page.getByRole('status', { name: 'Environment: Production' });
  const frame = async () => ({ search: await search.boundingBox(), badge: await badge.boundingBox() });
  await expect(badge).toBeVisible();
  const drawn = await frame();

  await blockAppScripts(page);
  await page.goto('/destinations');
  await expect(page.locator('html')).toHaveAttribute('data-show-first-paint', 'shell');
  await expect(page.locator('[data-first-paint="shell"]')).toHaveAttribute('inert', '');
  await expect(badge).toBeVisible();
  await expect(page.getByRole('status', { name: 'Environment: Staging' })).toBeHidden();
  expect(await frame()).toEqual(drawn);
  await expect(page.getByRole('heading', { name: HEADING })).toBeHidden();

  await page.evaluate(() => localStorage.setItem('console.environment', 'staging'));
  await page.reload();
  await expect(page.getByRole('status', { name: 'Environment: Staging' })).toBeVisible();
  await expect(badge).toBeHidden();

  await page.evaluate(() => localStorage.setItem('console.environment', 'prod'));
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(badge).toBeVisible();
  expect(await frame()).toEqual(drawn);
}

test.describe('signed in', () => {
  signInOncePerFile();

  for (const [size, viewport] of [
    ['390×844', { width: 390, height: 844 }],
    ['1440×900', { width: 1440, height: 900 }],
  ] as const) {
    test.describe(`at ${size}`, () => {
      test.use({ viewport });
      test('a remembered session opens a signed-in page on its frame, before any JavaScript, in its environment', async ({
        page,
      }) => signedInFrame(page));
    });
  }
});

test("a returning user's first screen has its code asked for while the page is parsed", async ({
  page,
  context,
}) => {
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('console.last-session'))).not.toBeNull();
  const listed = JSON.parse((await page.locator('#first-screen-chunks').textContent()) ?? '{}') as Record<
    'signedIn' | 'overview' | 'destination',
    string[]
  >;
  expect(listed.signedIn).toEqual([expect.stringMatching(/^\/assets\/activation-[\w-]+\.js$/)]);
  expect(listed.destination.length).toBeGreaterThan(listed.overview.length);
  const preloaded = async (path: string) => {
    const tab = await context.newPage();
    await blockAppScripts(tab);
    await tab.goto(path);
    const hrefs = await tab
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await tab.close();
    return hrefs;
  };
  const destination = (await page.request
    .get('/api/destinations?page_size=1', { headers: { Environment: 'prod' } })
    .then((res) => res.json())) as { data: { destinations: { id: string }[] } };
  const id = destination.data.destinations[0]?.id ?? '';
  expect(await preloaded(`/destinations/${id}`)).toEqual(
    expect.arrayContaining([...listed.signedIn, ...listed.destination]),
  );
  expect(await preloaded('/overview')).toEqual(
    expect.arrayContaining([...listed.signedIn, ...listed.overview]),
  );
  // Any other screen: only the snapshot restore, which every signed-in start needs.
  const sources = await preloaded('/sources');
  expect(sources).toEqual(expect.arrayContaining(listed.signedIn));
  expect(
    sources.filter((href) => listed.destination.includes(href) || listed.overview.includes(href)),
  ).toEqual([]);
});
