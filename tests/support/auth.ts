import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  test,
} from '@playwright/test';

export const DEMO_EMAIL = 'demo@example.com';
export const SSO_EMAIL = 'sso@sso.example.com';
/** The demo OpenID provider's accounts (server/demo-idp/demo-idp.ts, README "Demo accounts"). */
export const SSO_PASSWORD = 'sso-demo-password';
export const GOOGLE_PASSWORD = 'google-demo-password';
/** Vouched for by the demo's SSO provider, but not a member of the organisation. */
export const SSO_NON_MEMBER = 'new.hire@sso.example.com';

interface OutboxMessage {
  to: string;
  code: string;
  sent_at: string;
}

/** The newest one-time code the demo server "sent" to this address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const body = (await res.json()) as { data: { messages: OutboxMessage[] } };
      code = body.data.messages.filter((m) => m.to === to).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export const emailField = (page: Page) => page.getByRole('textbox', { name: /e-?mail/i });

/** Signs in on the demo OpenID provider's own login page, as a person would. */
export async function signInAtProvider(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: /^Sign in (to|with) / })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From /login, SSO for `email` up to the provider's login page. */
export async function startSso(page: Page, email: string) {
  await page.goto('/login');
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('button', { name: 'SSO is enabled. Sign in with SSO instead.' }).click();
  await expect(emailField(page)).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
}

/**
 * Signs in through the passwordless flow of /login, as a person would. Opens /login unless the page is
 * already there (a redirect to /login carries where to return to).
 */
export async function signInWithCode(page: Page, email = DEMO_EMAIL) {
  if (new URL(page.url(), 'http://x.invalid').pathname !== '/login') await page.goto('/login');
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const before = await outboxCount(page.request, email);
  await page.getByRole('button', { name: 'Send me a one-time code' }).click();
  await expect(
    page.getByText("Check your email! We've sent you a one-time code to enter below."),
  ).toBeVisible();
  await expect.poll(() => outboxCount(page.request, email)).toBeGreaterThan(before);
  const code = await latestCode(page.request, email);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Submit one-time code' }).click();
}

/**
 * A new session of `email` through the real server's passwordless sign-in, called as the console calls
 * it (a code is sent, read from the demo outbox, validated) but without a page: the sign-in screen itself
 * is what tests/sign-in.spec.ts and the keyboard and accessibility journeys go through. Returns the
 * session's cookies. `baseURL` is for a server other than the configured one.
 */
export async function signedInCookies(
  browser: Browser,
  { email = DEMO_EMAIL, baseURL }: { email?: string; baseURL?: string } = {},
): Promise<Cookie[]> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const { request } = context;
    const before = await outboxCount(request, email);
    const sent = await request.post('/api/public/auth/passwordless-login', { data: { email } });
    expect(sent.ok(), await sent.text()).toBe(true);
    await expect.poll(() => outboxCount(request, email)).toBeGreaterThan(before);
    const code = await latestCode(request, email);
    const valid = await request.post('/api/public/auth/validate-passwordless-code', {
      data: { email, code },
    });
    expect(valid.ok(), await valid.text()).toBe(true);
    const cookies = (await context.storageState()).cookies;
    expect(cookies.length, 'the sign-in set no cookie').toBeGreaterThan(0);
    return cookies;
  } finally {
    await context.close();
  }
}

/**
 * Gives each test of a file (or of the describe this is called in) an open session of the demo user
 * without signing in again: one sign-in in beforeAll (signedInCookies), and each test's own fresh
 * browser profile then holds only that session's cookie (as tests/walks.spec.ts does). The console's
 * first load asks the server who is signed in and sets up what a sign-in sets up (that user's snapshot,
 * the remembered session). The session is put back in production before each test, as a new sign-in
 * starts there, since a test may have switched it. A test that signs out, ends or replaces the session,
 * or is about signing in, must sign in itself: a session one test ended cannot serve the next.
 */
export function signInOncePerFile(email = DEMO_EMAIL) {
  let cookies: Cookie[] = [];
  test.beforeAll(async ({ browser }) => {
    cookies = await signedInCookies(browser, { email });
  });
  test.beforeEach(async ({ context }) => {
    await useCookies(context, cookies);
  });
}

/** Puts `cookies` in a fresh profile and the session they hold back in production. */
export async function useCookies(context: BrowserContext, cookies: Cookie[]) {
  await context.addCookies(cookies);
  const res = await context.request.post('/api/auth/environment', { data: { environment: 'prod' } });
  expect(res.ok(), `the shared session is no longer signed in: ${res.status()}`).toBe(true);
}

export async function outboxCount(request: APIRequestContext, to: string) {
  const res = await request.get('/api/dev/outbox');
  const body = (await res.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages.filter((m) => m.to === to).length;
}

/** The user menu's button, named by the signed-in e-mail it shows. */
export const userMenu = (page: Page, email = DEMO_EMAIL) =>
  page.getByRole('button', { name: new RegExp(email) });
