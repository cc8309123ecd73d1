import { getRouteApi } from '@tanstack/react-router';
import { useSource } from './use-source.ts';

const routeApi = getRouteApi('/_authed/sources/$sourceId');

/**
 * The source of the URL, for the pages inside the layout. The layout renders them only once it has
 * the source, so `source` is there; undefined only in the instant it is dropped (after a delete).
 */
export function useRouteSource() {
  const { sourceId } = routeApi.useParams();
  const { query } = useSource(sourceId);
  return { sourceId, source: query.data };
}
