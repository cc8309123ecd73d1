import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { cursorFromNextUrl } from '../../components/data/cursor-trail.ts';
import { usePageSize } from '../../components/data/page-size.ts';
import { Pagination } from '../../components/data/pagination.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { AreaHeader } from './area-header.tsx';
import { ModelsTable } from './models-table.tsx';
import { modelKeys, modelQueries } from './queries.ts';

const routeApi = getRouteApi('/_authed/models/');

/** /models (SPEC.md §2.6): the models, a page at a time like /destinations (cursor, page_size). */
export function ModelsPage() {
  useEnvironment(); // re-render with the new environment's query keys after a switch
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const pageSize = usePageSize(search.page_size);
  const query = useQuery(modelQueries.list({ page_size: pageSize, cursor: search.cursor }));

  // Back to the first page at the same size, and fetch it again.
  const refresh = () => {
    void navigate({ search: (s) => ({ ...s, cursor: undefined }) });
    void queryClient.invalidateQueries({ queryKey: modelKeys.root() });
  };

  return (
    <section aria-labelledby="models-area-heading">
      <AreaHeader
        actions={
          <Button variant="outline" onClick={refresh}>
            Refresh
          </Button>
        }
      />
      <QueryView query={query} loadingLabel="Loading models">
        {(page) => (
          <>
            {page.items.length > 0 ? (
              <ModelsTable models={page.items} />
            ) : (
              <EmptyState>No models found. Models will show up here.</EmptyState>
            )}
            {(page.items.length > 0 || search.cursor !== undefined) && (
              <Pagination
                cursor={search.cursor}
                nextCursor={query.isPlaceholderData ? null : cursorFromNextUrl(page.nextUrl)}
                pageSize={pageSize}
                onChange={(change) => void navigate({ search: (s) => ({ ...s, ...change }) })}
              />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
