import { expect, type Locator, type Page } from '@playwright/test';

/** The list row of the magic link with this name (names are unique per journey run). */
export const magicLinkRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'Magic links' }).getByRole('row').filter({ hasText: name });

/** The URL a row shows (the page's own text, as a person would copy it). */
export async function linkUrlOf(row: Locator): Promise<string> {
  const text = (await row.getByTestId('magic-link-url').textContent())?.trim() ?? '';
  expect(text).toMatch(/^https?:\/\/.+\/onboard\/[\w-]+$/);
  return text;
}

interface RecipientRow {
  id: string;
  name: string;
  id_in_provider_system: string;
}

/** A seeded recipient of the prod environment, read through the signed-in page's session. */
export async function someRecipient(page: Page): Promise<RecipientRow> {
  const res = await page.request.get('/api/recipients?page_size=100', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  const recipients = ((await res.json()) as { data: { recipients: RecipientRow[] } }).data.recipients;
  const first = [...recipients].sort((a, b) => a.name.localeCompare(b.name))[0];
  if (!first) throw new Error('The seed has no recipient');
  return first;
}

/** Makes a magic link through the API (for journeys about what happens to an existing one). */
export async function createMagicLinkViaApi(page: Page, name: string, recipientId: string) {
  const res = await page.request.post('/api/magic-links', {
    headers: { Environment: 'prod' },
    data: { magic_link: { name, recipient_id: recipientId, vendor: 'postgres', host: 'db.delete-me.io' } },
  });
  expect(res.ok()).toBe(true);
}
