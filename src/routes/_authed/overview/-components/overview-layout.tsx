import { Outlet } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { OverviewTabs } from '../../../../features/overview/overview-tabs.tsx';
import { selectOverview } from '../../../../features/overview/split.ts';
import { useAllDestinations } from './use-all-destinations.ts';

/** /overview: heading, the chart slot, the Alerts/Successes tabs and the active tab's table. */
export function OverviewLayout() {
  const { data } = useAllDestinations();
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold', mb: '4' })}>
        Overview
      </h1>
      {/*
        CHART SLOT (SPEC.md §2.3): the 'Rows Transferred' per-day bar chart goes here, above the tabs.
        It arrives with the chart issue (src/components/chart/, the only uPlot user).
      */}
      <OverviewTabs alertCount={data ? selectOverview(data).alerts.length : undefined} />
      <Outlet />
    </section>
  );
}
