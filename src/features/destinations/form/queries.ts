import { queryOptions } from '@tanstack/react-query';
import { formsApi } from '../../../api/endpoints/forms.ts';
import { modelsApi } from '../../../api/endpoints/models.ts';
import { productsApi } from '../../../api/endpoints/products.ts';
import { recipientsApi } from '../../../api/endpoints/recipients.ts';
import { sshKeysApi } from '../../../api/endpoints/ssh-keys.ts';
import { getApiEnvironment } from '../../../api/http.ts';

/** Form definitions, catalogue lists and keys change rarely; a screen's worth of refetches is noise. */
const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** What the destination form reads besides the destination itself. Keys start with the environment. */
export const destinationFormKeys = {
  definition: (orgId: string) => [getApiEnvironment(), 'forms', 'destination', orgId] as const,
  recipients: () => [getApiEnvironment(), 'recipients', 'all'] as const,
  models: () => [getApiEnvironment(), 'models', 'all'] as const,
  products: () => [getApiEnvironment(), 'products', 'all'] as const,
  sshKey: (recipientId: string) => [getApiEnvironment(), 'ssh-key', 'recipient', recipientId] as const,
};

export const destinationFormQueries = {
  /** The whole tree (every vendor), so switching vendors on a new destination needs no round trip. */
  definition: (orgId: string) =>
    queryOptions({
      queryKey: destinationFormKeys.definition(orgId),
      queryFn: () => formsApi.destination({ orgId }),
      staleTime: REFERENCE_STALE_MS,
    }),
  recipients: () =>
    queryOptions({
      queryKey: destinationFormKeys.recipients(),
      queryFn: () => recipientsApi.all(),
      staleTime: REFERENCE_STALE_MS,
    }),
  models: () =>
    queryOptions({
      queryKey: destinationFormKeys.models(),
      queryFn: () => modelsApi.all(),
      staleTime: REFERENCE_STALE_MS,
    }),
  products: () =>
    queryOptions({
      queryKey: destinationFormKeys.products(),
      queryFn: () => productsApi.all(),
      staleTime: REFERENCE_STALE_MS,
    }),
  /**
   * The recipient's public key (never the private one). Generation is a POST, but the server hands the
   * same key back every time, so it is cached like a read and never refetched on its own.
   */
  sshKey: (recipientId: string) =>
    queryOptions({
      queryKey: destinationFormKeys.sshKey(recipientId),
      queryFn: () => sshKeysApi.generateForRecipient(recipientId),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};
