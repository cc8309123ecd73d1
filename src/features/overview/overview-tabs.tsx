import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { badge, tabs } from 'styled-system/recipes';
import { formatCount } from '../../lib/format.ts';

const tab = css({
  minH: '11',
  px: '1',
  textDecoration: 'none',
  colorPalette: 'blue',
  _currentPage: { color: 'fg.default', boxShadow: 'inset 0 -2px 0 0 var(--colors-color-palette-default)' },
});

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
        className={cx(slots.trigger, tab)}
        data-orientation="horizontal"
      >
        Alerts
        {alertCount !== undefined && <span className={badge({ size: 'sm' })}>{formatCount(alertCount)}</span>}
      </Link>
      <Link
        to="/overview/successes"
        activeOptions={{ includeSearch: false }}
        className={cx(slots.trigger, tab)}
        data-orientation="horizontal"
      >
        Successes
      </Link>
    </nav>
  );
}
