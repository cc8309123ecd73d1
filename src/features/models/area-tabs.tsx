import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { tabLinkLook } from '../../components/ui/tab-link-look.ts';

/**
 * Models and Products as links (SPEC.md §2.6): each list is its own URL, so it can be bookmarked,
 * opened in a new tab and reached with Back.
 */
export function AreaTabs() {
  const slots = tabs({ variant: 'line', size: 'md' });
  return (
    <nav
      aria-label="Models and products"
      className={cx(slots.list, css({ mb: '4' }))}
      data-orientation="horizontal"
    >
      <Link
        to="/models"
        activeOptions={{ exact: true, includeSearch: false }}
        className={cx(slots.trigger, tabLinkLook)}
        data-orientation="horizontal"
      >
        Models
      </Link>
      <Link
        to="/models/products"
        activeOptions={{ exact: true, includeSearch: false }}
        className={cx(slots.trigger, tabLinkLook)}
        data-orientation="horizontal"
      >
        Products
      </Link>
    </nav>
  );
}
