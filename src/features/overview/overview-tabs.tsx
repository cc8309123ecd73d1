import type { ReactNode } from 'react';
import { badge } from 'styled-system/recipes';
import { RouteTabs } from '../../components/ui/route-tabs.tsx';
import { formatCount } from '../../lib/format.ts';

const counted = (label: string, count: number | undefined): ReactNode => (
  <>
    {label}
    {count !== undefined && <span className={badge({ size: 'sm' })}>{formatCount(count)}</span>}
  </>
);

/**
 * Alerts, Overdue and Successes as links (SPEC.md §2.3; Overdue: issue 25), each its own URL. A count
 * appears once the whole list is known (and, for Overdue, judged).
 */
export function OverviewTabs({
  alertCount,
  overdueCount,
}: {
  alertCount: number | undefined;
  overdueCount: number | undefined;
}) {
  return (
    <RouteTabs
      label="Overview tabs"
      tabs={[
        { to: '/overview', exact: true, label: counted('Alerts', alertCount) },
        { to: '/overview/overdue', label: counted('Overdue', overdueCount) },
        { to: '/overview/successes', label: 'Successes' },
      ]}
    />
  );
}
