import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiEnvironment } from '../../api/http.ts';
import { destinationKeys, destinationQueries } from './queries.ts';

const reply = (destinations: unknown[], nextUrl?: string) =>
  new Response(
    JSON.stringify({
      status: 'success',
      data: { destinations },
      message: '',
      has_next: nextUrl !== undefined,
      ...(nextUrl ? { next_url: nextUrl } : {}),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

const destination = (id: string) => ({
  id,
  name: `Destination ${id}`,
  vendor: 'postgres',
  recipient_id: 'r1',
  id_in_provider_system: null,
  is_enabled: true,
  frequency_minutes: 0,
  products: [],
  enabled_models: ['*'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
});

afterEach(() => {
  setApiEnvironment('prod');
  vi.unstubAllGlobals();
});

describe('destinationQueries', () => {
  it('starts every key with the current environment, so staging and prod never share a cache entry', () => {
    setApiEnvironment('prod');
    const prod = [destinationQueries.list({ page_size: 30 }).queryKey, destinationQueries.all().queryKey];
    setApiEnvironment('staging');
    const staging = [
      destinationQueries.list({ page_size: 30 }).queryKey,
      destinationQueries.detail('d1').queryKey,
    ];
    expect(prod.map((k) => k[0])).toEqual(['prod', 'prod']);
    expect(staging.map((k) => k[0])).toEqual(['staging', 'staging']);
    expect(prod[0]).not.toEqual(staging[0]);
  });

  it('keeps list keys apart by cursor and page size', () => {
    expect(destinationKeys.list({ page_size: 10 })).not.toEqual(destinationKeys.list({ page_size: 30 }));
    expect(destinationKeys.list({ page_size: 10, cursor: 'c2' })).not.toEqual(
      destinationKeys.list({ page_size: 10 }),
    );
  });

  it('all() loads every page of the organisation, 100 a page', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        urls.push(url);
        return url.includes('cursor=')
          ? reply([destination('d2')])
          : reply([destination('d1')], 'http://api.test/api/destinations?page_size=100&cursor=c2');
      }),
    );
    const rows = await new QueryClient().fetchQuery(destinationQueries.all());
    expect(rows.map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(urls[0]).toContain('page_size=100');
    expect(urls).toHaveLength(2);
  });

  it('shows the previous page while the next loads, but never across environments', () => {
    const prodList = destinationQueries.list({ page_size: 30 });
    const placeholder = prodList.placeholderData as (
      prev: unknown,
      q: { queryKey: readonly unknown[] },
    ) => unknown;
    const page = { items: [], hasNext: false, nextUrl: null };
    expect(placeholder(page, { queryKey: destinationKeys.list({ page_size: 10 }) })).toBe(page);
    setApiEnvironment('staging');
    const stagingList = destinationQueries.list({ page_size: 30 });
    const stagingPlaceholder = stagingList.placeholderData as typeof placeholder;
    setApiEnvironment('prod');
    expect(stagingPlaceholder(page, { queryKey: destinationKeys.list({ page_size: 30 }) })).toBeUndefined();
  });
});
