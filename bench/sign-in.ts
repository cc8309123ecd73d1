/**
 * Signs the demo user in through /login as a person would (tests/support/auth.ts does the same inside
 * the test runner): e-mail, one-time code read from the demo server's outbox.
 */
import type { Page } from '@playwright/test';

export const DEMO_EMAIL = 'demo@example.com';

interface Outbox {
  data: { messages: { to: string; code: string }[] };
}

async function codes(page: Page, baseUrl: string): Promise<string[]> {
  const res = await page.request.get(`${baseUrl}/api/dev/outbox`);
  if (!res.ok()) throw new Error(`GET /api/dev/outbox answered ${res.status()} (is DEMO_MODE on?).`);
  return ((await res.json()) as Outbox).data.messages.filter((m) => m.to === DEMO_EMAIL).map((m) => m.code);
}

/** Ends on the page the app opens after signing in (/overview). */
export async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const before = (await codes(page, baseUrl)).length;
  await page.getByRole('button', { name: 'Send me a one-time code' }).click();
  let sent: string[] = [];
  for (const deadline = Date.now() + 15_000; sent.length <= before; ) {
    if (Date.now() > deadline) throw new Error('No one-time code reached the outbox within 15 s.');
    await page.waitForTimeout(200);
    sent = await codes(page, baseUrl);
  }
  await page.getByLabel('One-time code').fill(sent.at(-1) as string);
  await page.getByRole('button', { name: 'Submit one-time code' }).click();
  await page.waitForURL(/\/overview$/, { timeout: 30_000 });
}
