/** Paged lists (CONTRACT.md §3, SPEC.md §7) against a stubbed `fetch`. */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json as jsonReply, ok, stubApi } from '../test-support/api.ts';
import { destination } from '../test-support/destination.ts';
import { destinationsApi } from './endpoints/destinations.ts';
import { ApiError } from './errors.ts';
import { fetchAll, fetchPage, fetchPages } from './paging.ts';

const API = 'https://api.example.com';
const { fetch: fetchMock, toasts, urls, chooseEnvironment } = stubApi({ baseUrl: API });
const page = (ids: string[], next?: string) =>
  ok(
    { things: ids.map((id) => ({ id })) },
    { has_next: next !== undefined, ...(next === undefined ? {} : { next_url: next }) },
  );

const things = {
  path: '/things',
  data: v.object({ things: v.array(v.object({ id: v.string() })) }),
  pick: (d: { things: { id: string }[] }) => d.things,
  fallback: 'Failed to fetch things.',
};

afterEach(() => vi.restoreAllMocks());

describe('fetchPage', () => {
  it('asks for one page and returns its rows and where the next one is', async () => {
    fetchMock.mockResolvedValueOnce(page(['a', 'b'], `${API}/things?cursor=Yg%3D%3D&page_size=2`));
    const result = await fetchPage({ ...things, query: { page_size: 2, order: 'desc' } });
    expect(urls()).toEqual([`${API}/things?page_size=2&order=desc`]);
    expect(result).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      hasNext: true,
      nextUrl: `${API}/things?cursor=Yg%3D%3D&page_size=2`,
    });
  });

  it('has no next page when has_next is false, whatever next_url says', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(200, { status: 'success', data: { things: [] }, has_next: false, next_url: `${API}/x` }),
    );
    await expect(fetchPage(things)).resolves.toEqual({ items: [], hasNext: false, nextUrl: null });
  });

  it('fails with the fallback when the reply has no has_next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonReply(200, { status: 'success', data: { things: [] } }));
    await expect(fetchPage(things)).rejects.toEqual(new ApiError('Failed to fetch things.', 200, true));
  });
});

describe('fetchAll', () => {
  it('follows next_url until has_next is false and keeps the order', async () => {
    fetchMock
      .mockResolvedValueOnce(page(['a', 'b'], `${API}/things?page_size=2&cursor=c1`))
      .mockResolvedValueOnce(page(['c', 'd'], `${API}/things?page_size=2&cursor=c2`))
      .mockResolvedValueOnce(page(['e']));
    const rows = await fetchAll({ ...things, query: { page_size: 2 } });
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The query is only added to the first call: next_url already carries it.
    expect(urls()).toEqual([
      `${API}/things?page_size=2`,
      `${API}/things?page_size=2&cursor=c1`,
      `${API}/things?page_size=2&cursor=c2`,
    ]);
  });

  it('hands out each page as it arrives, before asking for the next', async () => {
    fetchMock
      .mockResolvedValueOnce(page(['a', 'b'], `${API}/things?page_size=2&cursor=c1`))
      .mockResolvedValueOnce(page(['c']));
    const seen: string[][] = [];
    for await (const rows of fetchPages({ ...things, query: { page_size: 2 } })) {
      seen.push(rows.map((r) => r.id));
      // The first page is usable while only one call has been made.
      if (seen.length === 1) expect(fetchMock).toHaveBeenCalledOnce();
    }
    expect(seen).toEqual([['a', 'b'], ['c']]);
  });

  it('sends the session and environment on every page', async () => {
    chooseEnvironment('staging');
    fetchMock
      .mockResolvedValueOnce(page(['a'], `${API}/things?cursor=c1`))
      .mockResolvedValueOnce(page(['b']));
    await fetchAll(things);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.credentials).toBe('include');
      expect(new Headers(init?.headers).get('Environment')).toBe('staging');
    }
  });

  it('makes one call for a single page', async () => {
    fetchMock.mockResolvedValueOnce(page(['a']));
    await expect(fetchAll(things)).resolves.toEqual([{ id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('fails with the fallback when a page says has_next but gives no next_url', async () => {
    fetchMock
      .mockResolvedValueOnce(page(['a'], `${API}/things?cursor=c1`))
      .mockResolvedValueOnce(
        jsonReply(200, { status: 'success', data: { things: [{ id: 'b' }] }, has_next: true }),
      );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchAll(things)).rejects.toMatchObject({ message: things.fallback, suppressed: true });
    expect(error).toHaveBeenCalledWith('/things: has_next without next_url');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the read fallback, without a toast, when a later page fails', async () => {
    fetchMock
      .mockResolvedValueOnce(page(['a'], `${API}/things?cursor=c1`))
      .mockResolvedValueOnce(jsonReply(500, { status: 'error', data: null, message: '' }));
    await expect(fetchAll(things)).rejects.toEqual(new ApiError('Failed to fetch things.', 500, true));
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('destinationsApi lists', () => {
  const destinations = (ids: string[], next?: string) =>
    jsonReply(200, {
      status: 'success',
      data: { destinations: ids.map((id) => destination(id, null)) },
      has_next: next !== undefined,
      next_url: next ?? null,
    });

  it('pages with the caller’s page_size, cursor and order', async () => {
    fetchMock.mockResolvedValueOnce(destinations(['d1'], `${API}/destinations?cursor=c1`));
    const result = await destinationsApi.page({ page_size: 30, cursor: 'c0', order: 'asc' });
    expect(urls()).toEqual([`${API}/destinations?page_size=30&cursor=c0&order=asc`]);
    expect(result.items.map((d) => d.id)).toEqual(['d1']);
    expect(result.nextUrl).toBe(`${API}/destinations?cursor=c1`);
  });

  it('fetches every destination 100 at a time', async () => {
    fetchMock
      .mockResolvedValueOnce(destinations(['d1', 'd2'], `${API}/destinations?page_size=100&cursor=c1`))
      .mockResolvedValueOnce(destinations(['d3']));
    const all = await destinationsApi.all();
    expect(all.map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    expect(urls()[0]).toBe(`${API}/destinations?page_size=100`);
  });

  it('fails with the SPEC.md fallback', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(destinationsApi.page()).rejects.toEqual(
      new ApiError('Failed to fetch destinations.', 0, true),
    );
  });
});
