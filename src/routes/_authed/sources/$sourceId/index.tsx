import { createFileRoute } from '@tanstack/react-router';
import { SourceGeneralTab } from '../../../../features/sources/detail/general-tab.tsx';
import { useRouteSource } from '../../../../features/sources/detail/use-route-source.ts';

export const Route = createFileRoute('/_authed/sources/$sourceId/')({
  component: GeneralRoute,
});

function GeneralRoute() {
  const { source } = useRouteSource();
  return source ? <SourceGeneralTab source={source} /> : null;
}
