import { css } from 'styled-system/css';
import { PagedList, usePagedList } from '../../../components/data/paged-list.tsx';
import type { PageChange } from '../../../components/data/pagination.tsx';
import { Button } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
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
  const environment = useEnvironment();
  const list = usePagedList({
    search: { cursor, page_size: pageSize }, // already read by the page, so passed through unchanged
    setPage: onPageChange,
    list: (params) => webhookQueries.deliveries(environment, webhookId, params),
    rootKey: webhookKeys.deliveriesOf(environment, webhookId),
  });
  return (
    <section aria-labelledby="recent-deliveries-heading">
      <div className={header}>
        <h2 id="recent-deliveries-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          Recent deliveries
        </h2>
        <Button variant="outline" size="sm" ml="auto" onClick={list.refresh} loading={list.query.isFetching}>
          Refresh deliveries
        </Button>
      </div>
      <PagedList list={list} loadingLabel="Loading deliveries" empty={NO_DELIVERIES_TEXT}>
        {(items) => <DeliveriesTable deliveries={items} />}
      </PagedList>
    </section>
  );
}
