import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { cursorFromNextUrl } from '../../../components/data/cursor-trail.ts';
import { usePageSize } from '../../../components/data/page-size.ts';
import { type PageChange, Pagination } from '../../../components/data/pagination.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { EmptyState } from '../../../components/data/states.tsx';
import { Button } from '../../../components/ui/index.ts';
import { useRestoringLater } from '../../../offline/restore-progress.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';
import { activityRows, hasJobInFlight } from './activity-rows.ts';
import { ActivityTable } from './activity-table.tsx';
import { detailQueries } from './queries.ts';
import { useRefreshOnSettle } from './use-refresh-on-settle.ts';

interface ActivityTabProps {
  destinationId: string;
  /** The URL's cursor and raw page_size (a bad size is toasted and replaced by the default). */
  cursor: string | undefined;
  rawPageSize: unknown;
  /** Writes cursor/page_size to the URL; `null` clears both. */
  onSearchChange: (change: PageChange | null) => void;
}

export const NO_ACTIVITY_TEXT = 'No activity found. Transfers to this destination will show up here.';

/**
 * The activity tab (SPEC.md §2.4): a cursor-paged table that follows the URL. While a job on the page
 * is PENDING or RUNNING the page re-reads itself (see detailQueries.activity).
 */
export function ActivityTab({ destinationId, cursor, rawPageSize, onSearchChange }: ActivityTabProps) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const pageSize = usePageSize(rawPageSize);
  const query = useQuery(detailQueries.activity(environment, destinationId, { page_size: pageSize, cursor }));
  useRefreshOnSettle(query.data ? hasJobInFlight(query.data.items) : false, destinationId);
  // Offline the page may still be on its way from the snapshot (activity pages are restored after the
  // first screen, offline/snapshot/policy.ts): a spinner, not "not saved", until it is read.
  const restoring = useRestoringLater() && query.fetchStatus === 'paused' && query.data === undefined;
  const view = restoring
    ? { data: undefined, error: null, refetch: query.refetch, fetchStatus: 'fetching' as const }
    : query;

  // Back to the first page at the default size, and read it again.
  const refresh = () => {
    onSearchChange(null);
    void queryClient.invalidateQueries({
      queryKey: [...destinationKeys.detail(environment, destinationId), 'activity'],
    });
  };

  return (
    <section aria-labelledby="activity-heading">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '3' })}>
        <h2 id="activity-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          Activity
        </h2>
        <Button variant="outline" size="sm" ml="auto" onClick={refresh}>
          Refresh
        </Button>
      </div>
      <QueryView query={view} loadingLabel="Loading activity">
        {(page) => {
          const rows = activityRows(destinationId, page.items);
          return (
            <>
              {rows.length > 0 ? (
                <ActivityTable destinationId={destinationId} rows={rows} />
              ) : (
                <EmptyState>{NO_ACTIVITY_TEXT}</EmptyState>
              )}
              {(rows.length > 0 || cursor !== undefined || page.hasNext) && (
                <Pagination
                  cursor={cursor}
                  nextCursor={query.isPlaceholderData ? null : cursorFromNextUrl(page.nextUrl)}
                  pageSize={pageSize}
                  onChange={onSearchChange}
                />
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
