import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { showAlertCountBadge } from '../../offline/app-badge.ts';
import { DownloadReportButton } from './download-report-button.tsx';
import { OverviewTabs } from './overview-tabs.tsx';
import { reportDestinationIds } from './report-destinations.ts';
import { RowsTransferredChart } from './rows-chart.tsx';
import { type OverviewRow, selectOverview } from './split.ts';
import { useChartFollowsList } from './use-chart-follows-list.ts';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });

interface OverviewLayoutProps {
  /** The whole organisation's destinations loaded so far (features/destinations/use-all-destinations.ts). */
  destinations: readonly OverviewRow[] | undefined;
  complete: boolean;
  dataUpdatedAt: number;
}

/**
 * /overview: heading with the report download, the rows chart, the Alerts/Successes tabs and the active
 * tab's table. The alert count is also the installed app's badge.
 */
export function OverviewLayout({ destinations, complete, dataUpdatedAt }: OverviewLayoutProps) {
  // A first load shows pages as they come; the tab badge, the app badge and the chart's refresh wait
  // for the last one, so a running total is never taken for the final count.
  useChartFollowsList(complete ? dataUpdatedAt : 0);
  const alertCount = destinations && complete ? selectOverview(destinations).alerts.length : undefined;
  useEffect(() => {
    if (alertCount !== undefined) showAlertCountBadge(alertCount);
  }, [alertCount]);
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
      <RowsTransferredChart />
      <OverviewTabs alertCount={alertCount} />
      <Outlet />
    </section>
  );
}
