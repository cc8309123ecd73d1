import { useQuery } from '@tanstack/react-query';
import { useEnvironment } from '../../../../features/auth/environment.ts';
import { destinationQueries } from '../../../../features/destinations/queries.ts';

/**
 * The whole organisation's destinations, shared by the tab badge and both tables: one query, one
 * cache entry. Reading the environment re-renders with the new environment's key after a switch.
 */
export function useAllDestinations() {
  useEnvironment();
  return useQuery(destinationQueries.all());
}
