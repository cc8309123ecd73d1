import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

const tab = css({
  minH: '11',
  px: '1',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  colorPalette: 'blue',
  _currentPage: { color: 'fg.default', boxShadow: 'inset 0 -2px 0 0 var(--colors-color-palette-default)' },
});

/**
 * Recipients and Source Credentials as links (SPEC.md §2.7): each its own URL, so Back, bookmarks and
 * new tabs work. The list keeps its page in the URL; the tab itself always opens the first page.
 */
export function RecipientAreaTabs() {
  const slots = tabs({ variant: 'line', size: 'md' });
  return (
    <nav
      aria-label="Recipient sections"
      className={cx(slots.list, css({ mb: '4', overflowX: 'auto' }))}
      data-orientation="horizontal"
    >
      <Link
        to="/recipients"
        activeOptions={{ exact: true, includeSearch: false }}
        className={cx(slots.trigger, tab)}
        data-orientation="horizontal"
      >
        Recipients
      </Link>
      <Link
        to="/recipients/source-credentials"
        activeOptions={{ includeSearch: false }}
        className={cx(slots.trigger, tab)}
        data-orientation="horizontal"
      >
        Source Credentials
      </Link>
    </nav>
  );
}
