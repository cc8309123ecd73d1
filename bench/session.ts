/** One signed-in demo user for every measurement: its cookies open new, otherwise empty contexts. */
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

export interface Session {
  browser: Browser;
  baseUrl: string;
  cookies: Cookie[];
  /** Runs per timing. */
  runs: number;
}

export const API_HEADERS = { Environment: 'prod' };

export async function startSession(browser: Browser, baseUrl: string, runs: number): Promise<Session> {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), baseUrl);
    return { browser, baseUrl, cookies: await context.cookies(), runs };
  } finally {
    await context.close();
  }
}

/** Headers for calling the API from Node as the signed-in user. */
export function apiHeaders(session: Session): Record<string, string> {
  return { ...API_HEADERS, Cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/** The newest destination of the organisation. */
export async function firstDestination(session: Session): Promise<{ id: string; name: string }> {
  const url = `${session.baseUrl}/api/destinations?page_size=1`;
  const res = await fetch(url, { headers: apiHeaders(session) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
  const body = (await res.json()) as { data: { destinations: { id: string; name: string }[] } };
  const first = body.data.destinations[0];
  if (!first) throw new Error('The organisation has no destinations.');
  return first;
}

/** A new context (no snapshot, no service worker, empty HTTP cache) that is signed in. */
export async function signedInContext(session: Session): Promise<BrowserContext> {
  const context = await session.browser.newContext({ baseURL: session.baseUrl });
  await context.addCookies(session.cookies);
  return context;
}

/** GET an API path with the page's session; `data` of the reply. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: API_HEADERS });
  if (!res.ok()) throw new Error(`GET /api${path} answered ${res.status()}.`);
  return ((await res.json()) as { data: T }).data;
}
