import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'demo@example.com';
export const SSO_EMAIL = 'sso@sso.example.com';

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

export async function outboxCount(request: APIRequestContext, to: string) {
  const res = await request.get('/api/dev/outbox');
  const body = (await res.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages.filter((m) => m.to === to).length;
}

/** The user menu's button, named by the signed-in e-mail it shows. */
export const userMenu = (page: Page, email = DEMO_EMAIL) =>
  page.getByRole('button', { name: new RegExp(email) });
