import { useRouterState } from '@tanstack/react-router';
import { LinkTabs } from '../../../components/detail/link-tabs.tsx';
import { currentSourceTab, SOURCE_TABS, sourceLinks } from '../source-hrefs.ts';

/** General and Connection as links (SPEC.md §2.8): each its own URL, so Back and new tabs work. */
export function SourceTabs({ sourceId }: { sourceId: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tabs = SOURCE_TABS.map((t) => ({ ...t, link: sourceLinks[t.id](sourceId) }));
  return <LinkTabs label="Source tabs" tabs={tabs} current={currentSourceTab(pathname, sourceId)} />;
}
