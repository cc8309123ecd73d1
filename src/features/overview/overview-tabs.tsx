import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { RouteTabs } from '../../components/ui/route-tabs.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { formatCount } from '../../lib/format.ts';

// Three tabs and two counts fit a 390 px phone side by side (the list scrolls sideways if they do not).
const compactList = css({ gap: { base: '1', sm: '4' } });
const compactTab = css({ px: { base: '1.5', sm: '3' }, gap: '1.5' });

/** The count's badge; `soFar` while pages are still arriving: '120+', read as '120 so far'. */
const counted = (label: string, count: number | undefined, soFar = false): ReactNode => (
  <>
    {label}
    {count !== undefined && (
      <span className={badge({ size: 'sm' })}>
        {formatCount(count)}
        {soFar && (
          <>
            <span aria-hidden="true">+</span>
            <VisuallyHidden> so far</VisuallyHidden>
          </>
        )}
      </span>
    )}
  </>
);

/**
 * Alerts, Overdue and Successes as links (SPEC.md §2.3), each its own URL. The alerts
 * are counted as their pages arrive, marked as a running count ('120+') until the last one is in; the
 * overdue ones once the whole list is known and judged. Overdue counts only the destinations that are not
 * alerts, as its table lists them: a late alert is counted once, under Alerts.
 */
export function OverviewTabs({
  alertCount,
  alertsComplete,
  overdueCount,
  countingOverdue,
}: {
  alertCount: number | undefined;
  /** Every page is in, so the alert count is final. */
  alertsComplete: boolean;
  /** Overdue destinations whose last transfer succeeded (late alerts are among the alerts). */
  overdueCount: number | undefined;
  /** The list is in and the overdue destinations are being judged: a spinner says so. */
  countingOverdue: boolean;
}) {
  return (
    <RouteTabs
      label="Overview tabs"
      listClassName={compactList}
      tabClassName={compactTab}
      tabs={[
        { to: '/overview', exact: true, label: counted('Alerts', alertCount, !alertsComplete) },
        {
          to: '/overview/overdue',
          label: countingOverdue ? (
            <>
              Overdue <Spinner size="xs" label="Loading overdue count" />
            </>
          ) : (
            counted('Overdue', overdueCount)
          ),
        },
        { to: '/overview/successes', label: 'Successes' },
      ]}
    />
  );
}
