import type { LinkOptions } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { TextLink } from '../data/text-link.tsx';
import { tabLinkLook } from '../ui/tab-link-look.ts';

const nowrap = css({ whiteSpace: 'nowrap' });

const listLook = css({ mb: '4', overflowX: 'auto' });
const defaultGap = css({ gap: '4' });

export interface LinkTab {
  id: string;
  label: string;
  link: LinkOptions;
}

interface LinkTabsProps {
  /** Names the navigation for screen readers, e.g. "Destination tabs". */
  label: string;
  tabs: readonly LinkTab[];
  current: string;
  /**
   * The list's gap (instead of the default), and extra look of each tab (e.g. tighter on a phone).
   * Atomic classes do not override by order, so neither may set what this file already sets.
   */
  gapClassName?: string;
  tabClassName?: string;
}

/**
 * A detail page's tabs as links: each tab its own URL, so Back, bookmarks and new tabs work; the
 * current one is marked with aria-current="page".
 */
export function LinkTabs({ label, tabs: items, current, gapClassName, tabClassName }: LinkTabsProps) {
  const slots = tabs({ variant: 'line', size: 'md' });
  return (
    <nav
      aria-label={label}
      className={cx(slots.list, listLook, gapClassName ?? defaultGap)}
      data-orientation="horizontal"
    >
      {items.map((t) => (
        <TextLink
          key={t.id}
          {...t.link}
          aria-current={t.id === current ? 'page' : undefined}
          className={cx(slots.trigger, tabLinkLook, nowrap, tabClassName)}
          data-orientation="horizontal"
        >
          {t.label}
        </TextLink>
      ))}
    </nav>
  );
}
