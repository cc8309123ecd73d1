import { type RouteTab, RouteTabs } from '../../components/ui/route-tabs.tsx';

const TABS: readonly RouteTab[] = [
  { to: '/models', label: 'Models', exact: true },
  { to: '/models/products', label: 'Products', exact: true },
];

/** Models and Products as links (SPEC.md §2.6), each list its own URL. */
export function AreaTabs() {
  return <RouteTabs label="Models and products" tabs={TABS} />;
}
