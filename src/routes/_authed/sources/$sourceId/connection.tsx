import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '../../../../components/data/states.tsx';
import { SourceConnectionTab } from '../../../../features/sources/detail/connection-tab.tsx';
import { useRouteSource } from '../../../../features/sources/detail/use-route-source.ts';

export const Route = createFileRoute('/_authed/sources/$sourceId/connection')({
  component: ConnectionRoute,
});

/** The Connection tab (SPEC.md §2.8): a connection test of the saved source. */
function ConnectionRoute() {
  const { source } = useRouteSource();
  if (!source) return <EmptyState>The source could not be found.</EmptyState>;
  return <SourceConnectionTab source={source} />;
}
