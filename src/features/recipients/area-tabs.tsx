import { css } from 'styled-system/css';
import { type RouteTab, RouteTabs } from '../../components/ui/route-tabs.tsx';

const TABS: readonly RouteTab[] = [
  { to: '/recipients', label: 'Recipients', exact: true },
  { to: '/recipients/source-credentials', label: 'Source Credentials' },
];

const scroll = css({ overflowX: 'auto' });
const tab = css({ px: '1', whiteSpace: 'nowrap' });

/**
 * Recipients and Source Credentials as links (SPEC.md §2.7), each its own URL. The list keeps its page
 * in the URL; the tab itself always opens the first page.
 */
export function RecipientAreaTabs() {
  return <RouteTabs label="Recipient sections" tabs={TABS} listClassName={scroll} tabClassName={tab} />;
}
