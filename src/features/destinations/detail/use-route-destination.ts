import { getRouteApi } from '@tanstack/react-router';
import { useDestination } from './use-destination.ts';

const routeApi = getRouteApi('/_authed/destinations/$destinationId');

/**
 * The destination of the URL, for the pages inside the layout. The layout renders them only once it
 * has the destination, so `destination` is there; undefined only in the instant it is dropped.
 * `partial`: offline, made from an overview entry an older console saved, without the settings
 * (use-destination.ts).
 */
export function useRouteDestination() {
  const { destinationId } = routeApi.useParams();
  const { query, partial } = useDestination(destinationId);
  return { destinationId, destination: query.data, partial };
}
