import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../api/paging.ts';
import { PagedList, type PagedListState } from './paged-list.tsx';

function listOf(page: Page<string>, cursor?: string): PagedListState<string> {
  return {
    query: { data: page, error: null, refetch: () => undefined, isPlaceholderData: false },
    cursor,
    pageSize: 30,
    setPage: () => undefined,
    refresh: () => undefined,
  } as unknown as PagedListState<string>;
}

function html(list: PagedListState<string>) {
  return renderToString(
    <PagedList list={list} loadingLabel="Loading things" empty="No things found.">
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
}

describe('PagedList', () => {
  it('draws the rows and the pagination below them', () => {
    const out = html(listOf({ items: ['a', 'b'], hasNext: true, nextUrl: '/things?cursor=c2' }));
    expect(out).toContain('<li>a</li><li>b</li>');
    expect(out).toContain('aria-label="Pagination"');
  });

  it('says an empty first page is empty, with no pages to go to', () => {
    const out = html(listOf({ items: [], hasNext: false, nextUrl: null }));
    expect(out).toContain('No things found.');
    expect(out).not.toContain('aria-label="Pagination"');
  });

  it('still offers Previous past the last row (an old link)', () => {
    const out = html(listOf({ items: [], hasNext: false, nextUrl: null }, 'old'));
    expect(out).toContain('No things found.');
    expect(out).toContain('aria-label="Pagination"');
  });
});
