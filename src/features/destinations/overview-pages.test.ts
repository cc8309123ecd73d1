/**
 * The overview's whole organisation, 100 a page (overview-pages.ts): a first load shows each page as it
 * lands; a refresh swaps every page at once and leaves unchanged pages identical (so the snapshot
 * rewrites only what changed); pages past a shrunken end are dropped.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Destination, TransferStatus } from '../../api/schemas/destination.ts';
import { ok, stubApi } from '../../test-support/api.ts';
import { destination } from '../../test-support/destination.ts';
import {
  isOverviewPageKeyAfterEnvironment,
  type OverviewSummary,
  overviewPageKey,
} from './overview-pages.ts';
import { destinationKeys, destinationQueries } from './queries.ts';

const API = 'http://api.test/api';
/** A destination whose last transfer succeeded, unless told otherwise. */
const row = (id: string, status: TransferStatus = 'SUCCESS') => destination(id, status);
type Row = Destination;
const { fetch: fetchMock } = stubApi({ baseUrl: API });

/** Serves `pages` as the paged list; each reply waits for `gate` when one is set. */
function serve(pages: Row[][], gate?: () => Promise<void>) {
  const urls: string[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    await gate?.();
    const index = Number(new URL(url).searchParams.get('cursor') ?? 0);
    const next =
      index + 1 < pages.length ? `${API}/destinations?page_size=100&cursor=${index + 1}` : undefined;
    const paging = { has_next: next !== undefined, ...(next ? { next_url: next } : {}) };
    return ok({ destinations: pages[index] ?? [] }, paging);
  });
  return urls;
}

const pageOf = (client: QueryClient, i: number) =>
  client.getQueryData<Row[]>(overviewPageKey(destinationKeys.overview('prod'), i));
const summaryOf = (client: QueryClient) =>
  client.getQueryData<OverviewSummary>(destinationKeys.overview('prod'));

describe('the overview list', () => {
  it('loads every page, 100 at a time, into one cache entry per page', async () => {
    const urls = serve([[row('a')], [row('b')], [row('c')]]);
    const client = new QueryClient();
    const summary = await client.fetchQuery(destinationQueries.overview('prod'));
    expect(summary).toEqual({ pages: 3, complete: true });
    expect([0, 1, 2].map((i) => pageOf(client, i)?.map((d) => d.id))).toEqual([['a'], ['b'], ['c']]);
    // Each destination is kept whole, as the list returned it: its page reads it offline.
    expect(pageOf(client, 0)).toEqual([row('a')]);
    expect(urls[0]).toContain('page_size=100');
    expect(urls).toHaveLength(3);
  });

  it('shows the first page of a first load at once, the rest in batches, incomplete until the last', async () => {
    let release: () => void = () => {};
    let calls = 0;
    serve([[row('a')], [row('b')], [row('c')]], () =>
      ++calls < 3 ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve)),
    );
    const client = new QueryClient();
    const loading = client.fetchQuery(destinationQueries.overview('prod'));
    await vi.waitFor(() => expect(calls).toBe(3));
    // The first page is on screen; the second came within SHOW_PAGES_EVERY_MS and waits for the next batch.
    expect(summaryOf(client)).toEqual({ pages: 1, complete: false });
    expect(pageOf(client, 0)?.map((d) => d.id)).toEqual(['a']);
    expect(pageOf(client, 1)).toBeUndefined();
    release();
    await loading;
    expect(summaryOf(client)).toEqual({ pages: 3, complete: true });
    expect(pageOf(client, 1)?.map((d) => d.id)).toEqual(['b']);
  });

  it('refreshes a list on screen all at once, keeping unchanged pages identical, dropping pages past the end', async () => {
    serve([[row('a')], [row('b')], [row('c')]]);
    const client = new QueryClient();
    await client.fetchQuery(destinationQueries.overview('prod'));
    const [first, second] = [pageOf(client, 0), pageOf(client, 1)];

    let release: () => void = () => {};
    let calls = 0;
    serve([[row('a')], [row('b', 'ERROR')]], () =>
      ++calls === 1 ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve)),
    );
    const refreshing = client.fetchQuery({ ...destinationQueries.overview('prod'), staleTime: 0 });
    await vi.waitFor(() => expect(calls).toBe(2));
    // Half way: what is on screen is still the previous, whole list.
    expect(summaryOf(client)).toEqual({ pages: 3, complete: true });
    expect(pageOf(client, 1)).toBe(second);
    release();
    await refreshing;
    expect(summaryOf(client)).toEqual({ pages: 2, complete: true });
    expect(pageOf(client, 0)).toBe(first);
    expect(pageOf(client, 1)?.[0]?.last_completed_transfer?.status).toBe('ERROR');
    expect(pageOf(client, 2)).toBeUndefined();
    expect(
      client.getQueryCache().find({ queryKey: overviewPageKey(destinationKeys.overview('prod'), 2) }),
    ).toBeUndefined();
  });
});

describe('the pages in the snapshot', () => {
  it('are told by their key after the environment, so the snapshot saves them as they land', () => {
    const summaryKey = destinationKeys.overview('prod');
    expect(isOverviewPageKeyAfterEnvironment(overviewPageKey(summaryKey, 7).slice(1))).toBe(true);
    expect(isOverviewPageKeyAfterEnvironment(summaryKey.slice(1))).toBe(false);
    expect(isOverviewPageKeyAfterEnvironment(destinationKeys.detail('prod', 'd1').slice(1))).toBe(false);
  });
});

describe('the overview list refreshed with every destination query', () => {
  it('reloads its pages through the summary, never asking a page to fetch itself', async () => {
    serve([[row('a')], [row('b')]]);
    const client = new QueryClient();
    await client.fetchQuery(destinationQueries.overview('prod'));
    serve([[row('a')], [row('b', 'ERROR')]]);
    // What a settled transfer does (use-refresh-on-settle.ts), with nothing on screen.
    await client.invalidateQueries({ queryKey: destinationKeys.root('prod'), refetchType: 'inactive' });
    expect(pageOf(client, 1)?.[0]?.last_completed_transfer?.status).toBe('ERROR');
    const pages = client.getQueryCache().findAll({ queryKey: ['prod', 'overview-pages'] });
    expect(pages.map((q) => q.state.status)).toEqual(['success', 'success']);
  });
});

describe('the destination page while its detail loads', () => {
  it('shows the newest cached /destinations row, never an older console’s partial overview entry, else nothing', () => {
    const client = new QueryClient();
    const page = (d: Row) => ({ items: [d], hasNext: false, nextUrl: null });
    client.setQueryData(destinationKeys.list('prod', { page_size: 30 }), page(row('d1')), {
      updatedAt: 1_000,
    });
    const newer = row('d1', 'ERROR');
    client.setQueryData(destinationKeys.list('prod', { page_size: 10 }), page(newer), { updatedAt: 2_000 });
    client.setQueryData(overviewPageKey(destinationKeys.overview('prod'), 0), [
      { id: 'd2', name: 'Partial' },
    ]);
    // An observer builds the query without fetching until it is subscribed.
    const shown = (id: string) =>
      new QueryObserver(client, destinationQueries.detailWithListRow('prod', client, id)).getCurrentResult();
    expect(shown('d1').data).toBe(newer);
    expect(shown('d1').isPlaceholderData).toBe(true);
    expect(client.getQueryData(destinationKeys.detail('prod', 'd1'))).toBeUndefined();
    expect(shown('d2').data).toBeUndefined();
    expect(shown('nope').data).toBeUndefined();
  });

  it('shows the overview’s entry, the whole destination, when it is newer than any /destinations row', () => {
    const client = new QueryClient();
    const page = (d: Row) => ({ items: [d], hasNext: false, nextUrl: null });
    client.setQueryData(destinationKeys.list('prod', { page_size: 30 }), page(row('d1')), {
      updatedAt: 1_000,
    });
    const fromOverview = row('d1', 'ERROR');
    client.setQueryData(overviewPageKey(destinationKeys.overview('prod'), 0), [fromOverview, row('d2')], {
      updatedAt: 2_000,
    });
    const shown = (id: string) =>
      new QueryObserver(client, destinationQueries.detailWithListRow('prod', client, id)).getCurrentResult();
    expect(shown('d1').data).toEqual(fromOverview);
    expect(shown('d1').isPlaceholderData).toBe(true);
    expect(shown('d2').data).toEqual(row('d2'));
  });
});
