import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { cursorFromNextUrl } from '../../components/data/cursor-trail.ts';
import { usePageSize } from '../../components/data/page-size.ts';
import { Pagination } from '../../components/data/pagination.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { Button, LinkButton } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { CreatedLinkNotice } from './created-link-notice.tsx';
import { MagicLinksTable } from './magic-links-table.tsx';
import { magicLinkKeys, magicLinkQueries, useLinkUrls } from './queries.ts';
import { useNow } from './use-now.ts';

const routeApi = getRouteApi('/_authed/magic-links/active');

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actions = css({ display: 'flex', gap: '2', ml: 'auto' });

/** /magic-links/active (SPEC.md §2.5): the organisation's links, newest first, paged like /destinations. */
export function MagicLinksPage() {
  useEnvironment(); // re-render with the new environment's query keys after a switch
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const pageSize = usePageSize(search.page_size);
  const query = useQuery(magicLinkQueries.list({ page_size: pageSize, cursor: search.cursor }));
  const urls = useLinkUrls();
  const now = useNow();

  const refresh = () => {
    void navigate({ search: (s) => ({ ...s, cursor: undefined }) });
    void queryClient.invalidateQueries({ queryKey: magicLinkKeys.root() });
  };

  return (
    <section aria-labelledby="magic-links-heading">
      <div className={header}>
        <h1 id="magic-links-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Magic Links
        </h1>
        <div className={actions}>
          <Button variant="outline" onClick={refresh}>
            Refresh
          </Button>
          <LinkButton to="/magic-links/new" minH={{ base: '11', md: 'unset' }}>
            Generate Link
          </LinkButton>
        </div>
      </div>
      <CreatedLinkNotice />
      <QueryView query={query} loadingLabel="Loading magic links">
        {(page) => (
          <>
            {page.items.length > 0 ? (
              <MagicLinksTable links={page.items} urls={urls} now={now} />
            ) : (
              <EmptyState>No magic links found. Magic Links will show up here.</EmptyState>
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
