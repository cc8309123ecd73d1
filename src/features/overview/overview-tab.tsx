import type { FocusEvent, PointerEvent } from 'react';
import { QueryView } from '../../components/data/query-view.tsx';
import { AlertsTable, SuccessesTable } from './alerts-and-successes.tsx';
import { ListProgress } from './list-progress.tsx';
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

interface OverviewTabProps {
  tab: 'alerts' | 'successes';
  list: OverviewList;
  /** Preload on intent of the destination a row opens (features/destinations/use-destination-row-preload.ts). */
  rowPreload: { onPointerOver: (e: PointerEvent) => void; onFocus: (e: FocusEvent) => void };
}

/** One tab of /overview: its table of the whole list, and how far the list has come. */
export function OverviewTab({ tab, list, rowPreload }: OverviewTabProps) {
  const { complete, dataUpdatedAt, loading, query, view } = list;
  const Table = tab === 'alerts' ? AlertsTable : SuccessesTable;
  return (
    <QueryView query={view} loadingLabel={tab === 'alerts' ? 'Loading alerts' : 'Loading successes'}>
      {(destinations) => (
        <div {...rowPreload}>
          <Table destinations={destinations} complete={complete} dataUpdatedAt={dataUpdatedAt} />
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
