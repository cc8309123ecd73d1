import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page, PageParams } from '../../api/paging.ts';
import { cursorFromNextUrl } from './cursor-trail.ts';
import { usePageSize } from './page-size.ts';
import { type PageChange, Pagination } from './pagination.tsx';
import { QueryView } from './query-view.tsx';
import { EmptyState } from './states.tsx';

interface PagedListOptions<T> {
  /** The route's search params: the page is in the URL (`cursor`, `page_size`). */
  search: { cursor?: string; page_size?: unknown };
  /** Merges a page change into the route's search params; the list follows the URL. */
  setPage: (change: PageChange) => void;
  /** The query of one page, e.g. `destinationQueries.list`. */
  list: (params: PageParams) => UseQueryOptions<Page<T>, Error, Page<T>, QueryKey>;
  /** The key under which every query of this list lives, fetched again on Refresh. */
  rootKey: QueryKey;
}

/** The state of a paged list screen: the page the URL asks for, and Refresh. */
export function usePagedList<T>({ search, setPage, list, rootKey }: PagedListOptions<T>) {
  const queryClient = useQueryClient();
  const pageSize = usePageSize(search.page_size);
  const query = useQuery(list({ page_size: pageSize, cursor: search.cursor }));

  // Back to the first page at the same size, and fetch it again.
  const refresh = () => {
    setPage({ cursor: undefined });
    void queryClient.invalidateQueries({ queryKey: rootKey });
  };

  return { query, cursor: search.cursor, pageSize, setPage, refresh };
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;

interface PagedListProps<T> {
  list: PagedListState<T>;
  /** Names the spinner for screen readers, e.g. 'Loading destinations'. */
  loadingLabel: string;
  /** What an empty first page says. */
  empty: ReactNode;
  /** The rows of the page shown (never empty). */
  children: (items: T[]) => ReactNode;
}

/** One page of a list with its Pagination below, or the empty, error and loading faces (QueryView). */
export function PagedList<T>({ list, loadingLabel, empty, children }: PagedListProps<T>) {
  const { query, cursor, pageSize, setPage } = list;
  return (
    <QueryView query={query} loadingLabel={loadingLabel}>
      {(page) => (
        <>
          {page.items.length > 0 ? children(page.items) : <EmptyState>{empty}</EmptyState>}
          {/* Past the last row (an old link) Previous is still offered; an empty first page has no pages. */}
          {(page.items.length > 0 || cursor !== undefined) && (
            <Pagination
              cursor={cursor}
              nextCursor={query.isPlaceholderData ? null : cursorFromNextUrl(page.nextUrl)}
              pageSize={pageSize}
              onChange={setPage}
            />
          )}
        </>
      )}
    </QueryView>
  );
}
