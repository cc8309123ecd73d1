import { queryOptions } from '@tanstack/react-query';
import { productQueries } from '../../api/endpoints/products.ts';
import {
  recipientQueries as entityQueries,
  recipientKeys as entityRecipientKeys,
} from '../../api/endpoints/recipients.ts';
import { sourceCredentialsApi } from '../../api/endpoints/source-credentials.ts';
import { REFERENCE_STALE_MS, type SearchableKeys } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/**
 * Every query of the recipients area. Recipients themselves (`list`, `all`, `detail`) are defined beside
 * the endpoint (api/endpoints/recipients.ts) because the destination and magic link screens read the
 * same entries, so one invalidation of `recipientKeys.root(environment)` after a write reaches them too.
 */
export const recipientKeys = {
  ...entityRecipientKeys,
  credentials: (environment: Environment) => [environment, 'recipient-source-credentials', 'all'] as const,
  sourceNames: (environment: Environment) => [environment, 'sources', 'names'] as const,
};

export const recipientQueries = {
  ...entityQueries,
  /** The product catalogue of the recipient form: the shared list, refetched rarely. */
  products: (environment: Environment) =>
    queryOptions({ ...productQueries.all(environment), staleTime: REFERENCE_STALE_MS }),
  credentials: (environment: Environment) =>
    queryOptions({
      queryKey: recipientKeys.credentials(environment),
      queryFn: () => sourceCredentialsApi.all(),
    }),
  sourceNames: (environment: Environment) =>
    queryOptions({
      queryKey: recipientKeys.sourceNames(environment),
      queryFn: () => sourceCredentialsApi.sourceNames(),
      staleTime: REFERENCE_STALE_MS,
    }),
};

/** The recipient keys the command palette indexes. */
export const searchableRecipientKeys: SearchableKeys = entityRecipientKeys;
