import { Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { afterFirstContent } from '../../lib/first-content.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { useLazyPart } from '../../lib/use-lazy-part.ts';
import { showAlertCountBadge } from '../../offline/app-badge.ts';
import { DownloadReportButton } from './download-report-button.tsx';
import type { ReadOverdueInputs } from './on-call-layer.tsx';
import { NO_ON_CALL_VIEW, type OnCallView, OnCallViewContext } from './on-call-view.ts';
import { OverviewTabs } from './overview-tabs.tsx';
import { reportDestinationIds } from './report-destinations.ts';
import { RowsTransferredChart } from './rows-chart.tsx';
import { type OverviewRow, selectOverview } from './split.ts';
import { useChartFollowsList } from './use-chart-follows-list.ts';

/** Overdue destinations and "since you last looked" (on-call-part.ts), loaded once the first rows show. */
const loadOnCall = loadOnce(() => afterFirstContent().then(() => import('./on-call-part.ts')));

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });

interface OverviewLayoutProps {
  /** The whole organisation's destinations loaded so far (features/destinations/use-all-destinations.ts). */
  destinations: readonly OverviewRow[] | undefined;
  complete: boolean;
  dataUpdatedAt: number;
  /** Loads what gathers the overdue rule's inputs: the default frequency, the transfers in flight. */
  loadOverdueInputs: () => Promise<ReadOverdueInputs>;
}

/**
 * /overview: heading with the report download, what changed since the user last looked, the rows chart,
 * the Alerts/Overdue/Successes tabs and the active tab's table. The destinations that need attention
 * (alerts and overdue ones, each once) are also the installed app's badge.
 */
export function OverviewLayout({
  destinations,
  complete,
  dataUpdatedAt,
  loadOverdueInputs,
}: OverviewLayoutProps) {
  // A first load shows pages as they come: the Alerts tab counts them as a running total, marked as one;
  // the app badge, the overdue count and the chart's refresh wait for the last page.
  useChartFollowsList(complete ? dataUpdatedAt : 0);
  const alertCount = destinations ? selectOverview(destinations).alerts.length : undefined;
  const finalAlertCount = complete ? alertCount : undefined;
  const { module: onCallPart, failed, retry } = useLazyPart(loadOnCall);
  const [view, setView] = useState<OnCallView & { attention?: number }>(NO_ON_CALL_VIEW);
  const badgeCount = view.attention ?? finalAlertCount;
  useEffect(() => {
    if (badgeCount !== undefined) showAlertCountBadge(badgeCount);
  }, [badgeCount]);
  return (
    <section aria-labelledby="overview-heading">
      <div className={header}>
        <h1 id="overview-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Overview
        </h1>
        <div className={css({ ml: 'auto' })}>
          <DownloadReportButton destinationIds={reportDestinationIds(destinations, complete)} />
        </div>
      </div>
      {onCallPart && (
        <onCallPart.OnCallLayer
          destinations={destinations}
          complete={complete}
          dataUpdatedAt={dataUpdatedAt}
          loadOverdueInputs={loadOverdueInputs}
          onView={setView}
        />
      )}
      <RowsTransferredChart />
      <OverviewTabs
        alertCount={alertCount}
        alertsComplete={complete}
        overdueCount={view.overdue?.length}
        countingOverdue={finalAlertCount !== undefined && view.overdue === undefined && !failed}
      />
      <OnCallViewContext.Provider value={failed ? { ...view, retry } : view}>
        <Outlet />
      </OnCallViewContext.Provider>
    </section>
  );
}
