/**
 * A magic link's URL carries its token, which lets anyone set up a destination: the persisted list
 * rows must not hold it, and the in-memory copy must be outside what the persister stores.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MagicLink } from '../../api/schemas/magic-link.ts';
import { createPersistence } from '../../offline/persistence.ts';
import { shouldPersist } from '../../offline/snapshot/rows.ts';
import { ok, stubApi } from '../../test-support/api.ts';
import { newClient, newEmail, storedRows } from '../../test-support/offline.ts';
import { afterMagicLinkDeleted } from './delete-magic-link.ts';
import { magicLinkKeys, magicLinkQueries } from './queries.ts';

const link = (id: string): MagicLink => ({
  id,
  name: `Link ${id}`,
  recipient_id: 'r1',
  id_in_provider_system: 'globex',
  vendor: 'postgres',
  host: 'db.globex.com',
  link: `https://console.example.com/onboard/token-${id}`,
  has_been_used: false,
  created_at: '2026-11-20T10:00:00.000Z',
});

const { fetch: fetchMock } = stubApi();

const page = (links: MagicLink[]) => ok({ magic_links: links }, { has_next: false });

describe('magic link list caching', () => {
  it('keeps rows (persisted) apart from their URLs (memory only)', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(page([link('a'), link('b')]));
    const data = await client.fetchQuery(magicLinkQueries.list('prod', { page_size: 30 }));
    expect(data.items.map((row) => Object.keys(row).includes('link'))).toEqual([false, false]);
    expect(JSON.stringify(data)).not.toContain('token-');
    expect(client.getQueryData(magicLinkKeys.urls('prod'))).toEqual({
      a: 'https://console.example.com/onboard/token-a',
      b: 'https://console.example.com/onboard/token-b',
    });

    const cache = client.getQueryCache();
    const list = cache.find({ queryKey: magicLinkKeys.list('prod', { page_size: 30 }) });
    const urls = cache.find({ queryKey: magicLinkKeys.urls('prod') });
    if (!list || !urls) throw new Error('queries missing');
    expect(shouldPersist(list, 'prod')).toBe(true);
    expect(shouldPersist(urls, 'prod')).toBe(false);
  });

  it('adds the URLs of later pages to those already known', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(page([link('a')])).mockResolvedValueOnce(page([link('c')]));
    await client.fetchQuery(magicLinkQueries.list('prod', { page_size: 1 }));
    await client.fetchQuery(magicLinkQueries.list('prod', { page_size: 1, cursor: 'x' }));
    expect(Object.keys(client.getQueryData(magicLinkKeys.urls('prod')) ?? {})).toEqual(['a', 'c']);
  });

  it('never writes a URL to IndexedDB: the list rows go without them, the URLs’ query not at all', async () => {
    const client = newClient();
    const persistence = createPersistence(client);
    const email = newEmail();
    await persistence.activate(email, 'prod');
    fetchMock.mockResolvedValueOnce(page([link('a'), link('b')]));
    await client.fetchQuery(magicLinkQueries.list('prod', { page_size: 30 }));
    await persistence.flush();
    persistence.deactivate();

    const rows = await storedRows(email, 'prod');
    expect(rows.map((row) => row.key)).toEqual([magicLinkKeys.list('prod', { page_size: 30 })]);
    expect(JSON.stringify(rows)).not.toContain('token-');
    expect(JSON.stringify(rows)).not.toContain('/onboard/');
  });

  it('stores one link (GET /magic-links/{id}) without its URL, which goes to memory only', async () => {
    const client = newClient();
    const persistence = createPersistence(client);
    const email = newEmail();
    await persistence.activate(email, 'prod');
    fetchMock.mockResolvedValueOnce(ok({ magic_link: link('a') }));
    const row = await client.fetchQuery(magicLinkQueries.detail('prod', 'a'));
    expect(row).toMatchObject({ id: 'a', name: 'Link a' });
    expect(Object.keys(row)).not.toContain('link');
    expect(client.getQueryData(magicLinkKeys.urls('prod'))).toEqual({
      a: 'https://console.example.com/onboard/token-a',
    });
    await persistence.flush();
    persistence.deactivate();

    const rows = await storedRows(email, 'prod');
    expect(rows.map((stored) => stored.key)).toEqual([magicLinkKeys.detail('prod', 'a')]);
    expect(JSON.stringify(rows)).not.toContain('token-');
  });

  it('drops a deleted link’s own read, so its saved copy goes too', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(ok({ magic_link: link('a') }));
    await client.fetchQuery(magicLinkQueries.detail('prod', 'a'));
    await afterMagicLinkDeleted('prod', client, 'a');
    expect(client.getQueryCache().find({ queryKey: magicLinkKeys.detail('prod', 'a') })).toBeUndefined();
  });
});
