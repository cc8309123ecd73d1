import { badge } from 'styled-system/recipes';
import { RouteTabs } from '../../components/ui/route-tabs.tsx';
import { formatCount } from '../../lib/format.ts';

/** Alerts and Successes as links (SPEC.md §2.3), each its own URL. The count appears once the list is known. */
export function OverviewTabs({ alertCount }: { alertCount: number | undefined }) {
  return (
    <RouteTabs
      label="Overview tabs"
      tabs={[
        {
          to: '/overview',
          exact: true,
          label: (
            <>
              Alerts
              {alertCount !== undefined && (
                <span className={badge({ size: 'sm' })}>{formatCount(alertCount)}</span>
              )}
            </>
          ),
        },
        { to: '/overview/successes', label: 'Successes' },
      ]}
    />
  );
}
