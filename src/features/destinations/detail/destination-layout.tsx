import { getRouteApi, Navigate, Outlet } from '@tanstack/react-router';
import { isBufoId } from '../../../components/bufo/bufo-id.ts';
import { BufoPage } from '../../../components/bufo/bufo-page.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { destinationsLink } from '../destination-href.ts';
import { DestinationHeader } from './destination-header.tsx';
import { DetailTabs } from './detail-tabs.tsx';
import { useDestination } from './use-destination.ts';

const routeApi = getRouteApi('/_authed/destinations/$destinationId');

/**
 * Every page of one destination (SPEC.md §2.4, §2.11): a spinner while it loads, the header (with the
 * age of the destination's data when it is not fresh) and tabs once it is known. An id the server does not know goes back to the list — unless it is a bufo id,
 * which earns a frog.
 */
export function DestinationLayout() {
  const { destinationId } = routeApi.useParams();
  const { query, notFound } = useDestination(destinationId);
  if (notFound) {
    return isBufoId(destinationId) ? (
      <BufoPage title="Destination not found" back={destinationsLink} backLabel="Back to destinations" />
    ) : (
      <Navigate to="/destinations" replace />
    );
  }
  return (
    <QueryView query={query} loadingLabel="Loading destination" showAge={false}>
      {(destination) => (
        <>
          <DestinationHeader destination={destination} age={query} />
          <DetailTabs destinationId={destination.id} />
          <Outlet />
        </>
      )}
    </QueryView>
  );
}
