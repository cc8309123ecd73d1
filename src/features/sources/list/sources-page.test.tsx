// @vitest-environment jsdom
/**
 * The /sources grid as a user meets it: each source a link to its page with its name, host, vendor
 * and age; no source at all says how to add one.
 */
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test-support/api.ts';
import { render, settle } from '../../../test-support/render.tsx';
import { NO_SOURCES_TEXT, SourcesPage } from './sources-page.tsx';

const { fetch: fetchMock } = stubApi();
const page = (sources: unknown[]) => ok({ sources }, { has_next: false });

async function renderPage() {
  await render(<SourcesPage />, { router: { url: '/' } });
}
const text = () => document.body.textContent ?? '';

describe('SourcesPage', () => {
  it('shows each source as a card linking to its page', async () => {
    const createdAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    fetchMock.mockResolvedValue(
      page([
        {
          id: 's1',
          name: 'Orders replica',
          vendor: 'postgres',
          created_at: createdAt,
          updated_at: createdAt,
          postgres: { host: 'orders.acme.io' },
        },
      ]),
    );
    await renderPage();
    await settle(() => text().includes('Orders replica'));
    const card = document.querySelector<HTMLAnchorElement>('a[href="/sources/s1"]');
    expect(card?.textContent).toContain('orders.acme.io');
    expect(card?.textContent).toContain('PostgreSQL');
    expect(card?.textContent).toContain('5 min ago');
    expect(document.querySelector('a[href="/sources/new"]')?.textContent).toBe('Add source');
  });

  it('says how to add the first source when there is none', async () => {
    fetchMock.mockResolvedValue(page([]));
    await renderPage();
    await settle(() => text().includes(NO_SOURCES_TEXT));
    expect(NO_SOURCES_TEXT).toBe('No configured source. Click Add source to add your first source.');
  });
});
