import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { currentSourceTab, SOURCE_TABS, sourceHrefs } from '../source-hrefs.ts';

const tab = css({
  minH: '11',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  colorPalette: 'blue',
  _currentPage: { color: 'fg.default', boxShadow: 'inset 0 -2px 0 0 var(--colors-color-palette-default)' },
});

/** General and Connection as links (SPEC.md §2.8): each its own URL, so Back and new tabs work. */
export function SourceTabs({ sourceId }: { sourceId: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = currentSourceTab(pathname, sourceId);
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
      aria-label="Source tabs"
      className={cx(slots.list, css({ mb: '4', overflowX: 'auto', gap: '4' }))}
      data-orientation="horizontal"
    >
      {SOURCE_TABS.map((t) => {
        const href = sourceHrefs[t.id](sourceId);
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
