import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { currentTab, DETAIL_TABS, detailHrefs } from './detail-hrefs.ts';

const tab = css({
  minH: '11',
  // Longhands: the recipe's size variant sets padding-inline, and must not push Admin off a phone.
  ps: { base: '1.5', sm: '1' },
  pe: { base: '1.5', sm: '1' },
  // The attribute raises specificity over the recipe's own font size, which comes later in the sheet.
  '&[data-orientation=horizontal]': { fontSize: { base: 'sm', sm: 'md' } },
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  colorPalette: 'blue',
  _currentPage: { color: 'fg.default', boxShadow: 'inset 0 -2px 0 0 var(--colors-color-palette-default)' },
});

/** The four tabs as links (SPEC.md §2.4): each its own URL, so Back, bookmarks and new tabs work. */
export function DetailTabs({ destinationId }: { destinationId: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = currentTab(pathname, destinationId);
  const navigate = useNavigate();
  const slots = tabs({ variant: 'line', size: 'md' });
  // A plain link the router follows; modified clicks stay with the browser (new tab, new window).
  const follow = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <nav
      aria-label="Destination tabs"
      className={cx(slots.list, css({ mb: '4', overflowX: 'auto', gap: { base: '1', sm: '4' } }))}
      data-orientation="horizontal"
    >
      {DETAIL_TABS.map((t) => {
        const href = detailHrefs[t.id](destinationId);
        return (
          <a
            key={t.id}
            href={href}
            onClick={follow(href)}
            aria-current={t.id === current ? 'page' : undefined}
            className={cx(slots.trigger, tab)}
            data-orientation="horizontal"
          >
            {t.label}
          </a>
        );
      })}
    </nav>
  );
}
