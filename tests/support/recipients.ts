import { expect, type Page } from '@playwright/test';

export interface RecipientRow {
  id: string;
  name: string;
  id_in_provider_system: string;
  products: string[];
}

const PROD = { Environment: 'prod' };

/** A name and ID in Provider System no other run or journey has used. */
export function uniqueRecipient(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { name: `Journey ${label} ${stamp}`, idInProviderSystem: `journey-${label.toLowerCase()}-${stamp}` };
}

/** The first page of recipients through the real API (the page's own session cookie). */
export async function listRecipients(page: Page): Promise<RecipientRow[]> {
  const res = await page.request.get('/api/recipients?page_size=100', { headers: PROD });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { recipients: RecipientRow[] } }).data.recipients;
}

/** Creates a recipient through the API, for journeys that need one of their own. */
export async function createRecipient(page: Page, label: string, products = ['Billing']) {
  const { name, idInProviderSystem } = uniqueRecipient(label);
  const res = await page.request.post('/api/recipients', {
    headers: PROD,
    data: { recipient: { name, id_in_provider_system: idInProviderSystem, products } },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { recipient: RecipientRow } }).data.recipient;
}
