import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { cursorFromNextUrl } from '../../components/data/cursor-trail.ts';
import { usePageSize } from '../../components/data/page-size.ts';
import { Pagination } from '../../components/data/pagination.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { DestinationsTable } from './destinations-table.tsx';
import { destinationKeys, destinationQueries } from './queries.ts';
import { useDestinationRowPreload } from './use-destination-row-preload.ts';

const routeApi = getRouteApi('/_authed/destinations/');

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actions = css({ display: 'flex', gap: '2', ml: 'auto' });
// Touch targets of 44 px on phones, like the base Button.
const touch = css({ minH: { base: '11', md: 'unset' } });

export function DestinationsPage() {
  useEnvironment(); // re-render with the new environment's query keys after a switch
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const pageSize = usePageSize(search.page_size);
  const query = useQuery(destinationQueries.list({ page_size: pageSize, cursor: search.cursor }));
  const rowPreload = useDestinationRowPreload();

  // Back to the first page at the same size, and fetch it again.
  const refresh = () => {
    void navigate({ search: (s) => ({ ...s, cursor: undefined }) });
    void queryClient.invalidateQueries({ queryKey: destinationKeys.root() });
  };

  return (
    <section aria-labelledby="destinations-heading">
      <div className={header}>
        <h1 id="destinations-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Destinations
        </h1>
        <div className={actions}>
          <Button variant="outline" onClick={refresh}>
            Refresh
          </Button>
          <TextLink to="/destinations/new" className={cx(button({ variant: 'solid' }), touch)}>
            Add Destination
          </TextLink>
        </div>
      </div>
      <QueryView query={query} loadingLabel="Loading destinations">
        {(page) => (
          <>
            {page.items.length > 0 ? (
              <div {...rowPreload}>
                <DestinationsTable destinations={page.items} />
              </div>
            ) : (
              <EmptyState>No destinations found. Destinations will show up here.</EmptyState>
            )}
            {/* Past the last row (an old link) Previous is still offered; an empty first page has no pages. */}
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
