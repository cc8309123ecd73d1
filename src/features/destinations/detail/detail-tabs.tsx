import { useRouterState } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { LinkTabs } from '../../../components/detail/link-tabs.tsx';
import { currentTab, DETAIL_TABS, detailLinks } from './detail-hrefs.ts';

// Four tabs must fit a 390 px phone.
const compactGap = css({ gap: { base: '1', sm: '4' } });
const compactTab = css({
  // Longhands: the recipe's size variant sets padding-inline, and must not push Admin off a phone.
  ps: { base: '1.5', sm: '1' },
  pe: { base: '1.5', sm: '1' },
  // The attribute raises specificity over the recipe's own font size, which comes later in the sheet.
  '&[data-orientation=horizontal]': { fontSize: { base: 'sm', sm: 'md' } },
});

/** The four tabs as links (SPEC.md §2.4): each its own URL, so Back, bookmarks and new tabs work. */
export function DetailTabs({ destinationId }: { destinationId: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tabs = DETAIL_TABS.map((t) => ({ ...t, link: detailLinks[t.id](destinationId) }));
  return (
    <LinkTabs
      label="Destination tabs"
      tabs={tabs}
      current={currentTab(pathname, destinationId)}
      gapClassName={compactGap}
      tabClassName={compactTab}
    />
  );
}
