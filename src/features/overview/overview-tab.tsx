import type { FocusEvent, PointerEvent, ReactNode } from 'react';
import { QueryView } from '../../components/data/query-view.tsx';
import { AlertsTable, SuccessesTable } from './alerts-and-successes.tsx';
import { ListProgress } from './list-progress.tsx';
import type { OverviewTableSource } from './overview-table.tsx';
import type { OverviewRow } from './split.ts';

/** The whole organisation's destinations as the overview reads them (features/destinations/use-all-destinations.ts). */
export interface OverviewList {
  complete: boolean;
  dataUpdatedAt: number;
  loading: boolean;
  query: { error: Error | null; refetch: () => unknown };
  view: {
    data: readonly OverviewRow[] | undefined;
    error: Error | null;
    refetch: () => unknown;
    fetchStatus?: 'fetching' | 'paused' | 'idle';
    dataUpdatedAt?: number;
  };
}

type OverviewTabProps = {
  list: OverviewList;
  /** Preload on intent of the destination a row opens (features/destinations/use-destination-row-preload.ts). */
  rowPreload: { onPointerOver: (e: PointerEvent) => void; onFocus: (e: FocusEvent) => void };
} & (
  | { tab: 'alerts' | 'successes' }
  /** A table of its own (the Overdue tab's chunk), drawn from the same list. */
  | { tab: 'overdue'; table: (source: OverviewTableSource) => ReactNode }
);

const LOADING_LABELS = {
  alerts: 'Loading alerts',
  successes: 'Loading successes',
  overdue: 'Loading overdue destinations',
};

/** One tab of /overview: its table of the whole list, and how far the list has come. */
export function OverviewTab(props: OverviewTabProps) {
  const { tab, list, rowPreload } = props;
  const { complete, dataUpdatedAt, loading, query, view } = list;
  return (
    <QueryView query={view} loadingLabel={LOADING_LABELS[tab]}>
      {(destinations) => (
        <div {...rowPreload}>
          {props.tab === 'overdue' ? (
            props.table({ destinations, complete, dataUpdatedAt })
          ) : props.tab === 'alerts' ? (
            <AlertsTable destinations={destinations} complete={complete} dataUpdatedAt={dataUpdatedAt} />
          ) : (
            <SuccessesTable destinations={destinations} complete={complete} dataUpdatedAt={dataUpdatedAt} />
          )}
          <ListProgress
            complete={complete}
            loading={loading}
            onRetry={query.error ? () => void query.refetch() : undefined}
          />
        </div>
      )}
    </QueryView>
  );
}
