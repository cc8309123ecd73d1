import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../api/schemas/destination.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationFormQueries } from '../form/queries.ts';
import { availableModels } from './available-models.ts';

/** The models a run of this destination may send, once the product catalogue is known. */
export function useAvailableModels(destination: Pick<Destination, 'products' | 'enabled_models'>) {
  const environment = useEnvironment();
  const products = useQuery(destinationFormQueries.products(environment));
  const models = products.data ? availableModels(destination, products.data) : undefined;
  return { models, products };
}
