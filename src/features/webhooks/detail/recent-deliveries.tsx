import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { cursorFromNextUrl } from '../../../components/data/cursor-trail.ts';
import { type PageChange, Pagination } from '../../../components/data/pagination.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { EmptyState } from '../../../components/data/states.tsx';
import { Button } from '../../../components/ui/index.ts';
import { webhookKeys, webhookQueries } from '../queries.ts';
import { DeliveriesTable } from './deliveries-table.tsx';

interface RecentDeliveriesProps {
  webhookId: string;
  /** The page in the URL (`cursor`, `page_size`), like every paged list. */
  cursor: string | undefined;
  pageSize: number;
  onPageChange: (change: PageChange) => void;
}

export const NO_DELIVERIES_TEXT =
  'No deliveries yet. Deliveries will show up here when an event this webhook subscribes to happens.';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '3' });

/**
 * 'Recent deliveries': every attempt to reach the receiver, newest first, so someone debugging a
 * webhook sees what failed, with which answer, and whether it was retried. Refresh goes back to the
 * first page and asks again (deliveries keep arriving while the page is open).
 */
export function RecentDeliveries({ webhookId, cursor, pageSize, onPageChange }: RecentDeliveriesProps) {
  const queryClient = useQueryClient();
  const query = useQuery(webhookQueries.deliveries(webhookId, { page_size: pageSize, cursor }));
  const refresh = () => {
    onPageChange({ cursor: undefined });
    void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(webhookId) });
  };
  return (
    <section aria-labelledby="recent-deliveries-heading">
      <div className={header}>
        <h2 id="recent-deliveries-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          Recent deliveries
        </h2>
        <Button variant="outline" size="sm" ml="auto" onClick={refresh} loading={query.isFetching}>
          Refresh deliveries
        </Button>
      </div>
      <QueryView query={query} loadingLabel="Loading deliveries">
        {(page) => (
          <>
            {page.items.length > 0 ? (
              <DeliveriesTable deliveries={page.items} />
            ) : (
              <EmptyState>{NO_DELIVERIES_TEXT}</EmptyState>
            )}
            {(page.items.length > 0 || cursor !== undefined) && (
              <Pagination
                cursor={cursor}
                nextCursor={query.isPlaceholderData ? null : cursorFromNextUrl(page.nextUrl)}
                pageSize={pageSize}
                onChange={onPageChange}
              />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
