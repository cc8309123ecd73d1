import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { tabLinkLook } from './tab-link-look.ts';

export interface RouteTab {
  to: LinkOptions['to'];
  label: ReactNode;
  /** Current only on this very path; otherwise also on the paths below it. */
  exact?: boolean;
}

const listLook = css({ mb: '4' });

/**
 * An area's sections as links (e.g. Models | Products): each its own URL, so it can be bookmarked,
 * opened in a new tab and reached with Back. The router's Link marks the current one (aria-current) and
 * preloads on intent; the search (a list's page) never counts, so a tab always opens the first page.
 * Detail pages, which know their current tab from the path, use components/detail/link-tabs.tsx.
 */
export function RouteTabs({
  label,
  tabs: items,
  listClassName,
  tabClassName,
}: {
  /** Names the navigation for screen readers, e.g. "Overview tabs". */
  label: string;
  tabs: readonly RouteTab[];
  /** Extra look of the list and of each tab; neither may set what this file already sets. */
  listClassName?: string;
  tabClassName?: string;
}) {
  const slots = tabs({ variant: 'line', size: 'md' });
  return (
    <nav aria-label={label} className={cx(slots.list, listLook, listClassName)} data-orientation="horizontal">
      {items.map((t) => (
        <Link
          key={String(t.to)}
          to={t.to}
          activeOptions={t.exact ? { exact: true, includeSearch: false } : { includeSearch: false }}
          className={cx(slots.trigger, tabLinkLook, tabClassName)}
          data-orientation="horizontal"
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
