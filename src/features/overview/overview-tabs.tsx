import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { badge, tabs } from 'styled-system/recipes';
import { tabLinkLook } from '../../components/ui/tab-link-look.ts';
import { formatCount } from '../../lib/format.ts';

/**
 * Alerts and Successes as links (SPEC.md §2.3): each tab is its own URL, so it can be bookmarked,
 * opened in a new tab and reached with Back. The count appears once the list is known.
 */
export function OverviewTabs({ alertCount }: { alertCount: number | undefined }) {
  const slots = tabs({ variant: 'line', size: 'md' });
  return (
    <nav
      aria-label="Overview tabs"
      className={cx(slots.list, css({ mb: '4' }))}
      data-orientation="horizontal"
    >
      <Link
        to="/overview"
        activeOptions={{ exact: true, includeSearch: false }}
        className={cx(slots.trigger, tabLinkLook)}
        data-orientation="horizontal"
      >
        Alerts
        {alertCount !== undefined && <span className={badge({ size: 'sm' })}>{formatCount(alertCount)}</span>}
      </Link>
      <Link
        to="/overview/successes"
        activeOptions={{ includeSearch: false }}
        className={cx(slots.trigger, tabLinkLook)}
        data-orientation="horizontal"
      >
        Successes
      </Link>
    </nav>
  );
}
