import { useQuery } from '@tanstack/react-query';
import { useEnvironment } from '../../auth/environment.ts';
import { recipientQueries } from '../queries.ts';
import type { ProductCatalogue } from './products-field.tsx';

/**
 * The product catalogue for the form. Loading while the first read is under way; unavailable when it
 * failed or waits for the network with nothing cached (offline), so the form still opens.
 */
export function useProductCatalogue(): ProductCatalogue {
  const environment = useEnvironment();
  const query = useQuery(recipientQueries.products(environment));
  if (query.data) return { status: 'ready', products: query.data };
  if (query.error || query.fetchStatus === 'paused') {
    return { status: 'unavailable', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
