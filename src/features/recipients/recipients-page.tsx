import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { cursorFromNextUrl } from '../../components/data/cursor-trail.ts';
import { usePageSize } from '../../components/data/page-size.ts';
import { Pagination } from '../../components/data/pagination.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { AreaHeader, touch } from './area-header.tsx';
import { RecipientAreaTabs } from './area-tabs.tsx';
import { recipientKeys, recipientQueries } from './queries.ts';
import { recipientLinks } from './recipient-href.ts';
import { RecipientsTable } from './recipients-table.tsx';

const routeApi = getRouteApi('/_authed/recipients/');

/** /recipients (SPEC.md §2.7): the paged list, its page and size in the URL like /destinations. */
export function RecipientsPage() {
  useEnvironment(); // re-render with the new environment's query keys after a switch
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const pageSize = usePageSize(search.page_size);
  const query = useQuery(recipientQueries.list({ page_size: pageSize, cursor: search.cursor }));

  // Back to the first page at the same size, and fetch it again.
  const refresh = () => {
    void navigate({ search: (s) => ({ ...s, cursor: undefined }) });
    void queryClient.invalidateQueries({ queryKey: recipientKeys.root() });
  };

  return (
    <section aria-labelledby="recipients-heading">
      <AreaHeader title="Recipients" headingId="recipients-heading">
        <Button variant="outline" onClick={refresh}>
          Refresh
        </Button>
        <TextLink {...recipientLinks.create} className={cx(button({ variant: 'solid' }), touch)}>
          Add Recipient
        </TextLink>
      </AreaHeader>
      <RecipientAreaTabs />
      <QueryView query={query} loadingLabel="Loading recipients">
        {(page) => (
          <>
            {page.items.length > 0 ? (
              <RecipientsTable recipients={page.items} />
            ) : (
              <EmptyState>No recipients found. Recipients will show up here.</EmptyState>
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
