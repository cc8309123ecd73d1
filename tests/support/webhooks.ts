import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { WEBHOOK_FIXED_URLS } from '../../src/api/schemas/webhook.ts';

/** Names of webhooks this journey makes: unique per run, so reruns and other journeys never collide. */
export const JOURNEY_PREFIX = 'Journey webhook';
export const journeyName = () => `${JOURNEY_PREFIX} ${Date.now()}`;

/** PagerDuty's fixed address, from the app itself: journeys write no off-machine URL (check-urls.mjs). */
export const PAGERDUTY_URL = WEBHOOK_FIXED_URLS.pagerduty ?? '';

interface WebhookRow {
  id: string;
  name: string;
}

/** The prod webhooks, read through the real API with the page's own session cookie. */
export async function listWebhooks(page: Page): Promise<WebhookRow[]> {
  const res = await page.request.get('/api/webhooks?page_size=100', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { webhooks: WebhookRow[] } }).data.webhooks;
}

/** Removes what a failed run of this journey left behind; seeded and other journeys' webhooks stay. */
export async function deleteJourneyWebhooks(page: Page) {
  for (const w of await listWebhooks(page)) {
    if (w.name.startsWith(JOURNEY_PREFIX)) {
      await page.request.delete(`/api/webhooks/${w.id}`, { headers: { Environment: 'prod' } });
    }
  }
}

/** A prod source, read through the real API. */
export async function firstSource(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/sources', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  const source = ((await res.json()) as { data: { sources: { id: string; name: string }[] } }).data
    .sources[0];
  if (!source) throw new Error('the seed has no prod source');
  return source;
}

/**
 * A customer's webhook endpoint on 127.0.0.1: answers the n-th request with `statuses[n]`, 200 after
 * the list, and keeps what it received.
 */
export async function receiver(statuses: number[] = []) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses[received.length - 1] ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
