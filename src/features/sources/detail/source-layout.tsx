import { getRouteApi, Navigate, Outlet } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { SourceHeader } from './source-header.tsx';
import { SourceTabs } from './source-tabs.tsx';
import { useSource } from './use-source.ts';

const routeApi = getRouteApi('/_authed/sources/$sourceId');

/**
 * Every page of one source (SPEC.md §2.8, §2.11): a spinner while it loads, the header and tabs once
 * it is known. An id the server does not know goes back to the list.
 */
export function SourceLayout() {
  const { sourceId } = routeApi.useParams();
  const { query, notFound } = useSource(sourceId);
  if (notFound) return <Navigate to="/sources" replace />;
  return (
    <QueryView query={query} loadingLabel="Loading source">
      {(source) => (
        <>
          <SourceHeader source={source} />
          <SourceTabs sourceId={source.id} />
          <Outlet />
        </>
      )}
    </QueryView>
  );
}
