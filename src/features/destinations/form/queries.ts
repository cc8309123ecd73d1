import { queryOptions } from '@tanstack/react-query';
import { formsApi } from '../../../api/endpoints/forms.ts';
import { modelKeys, modelQueries } from '../../../api/endpoints/models.ts';
import { productKeys, productQueries } from '../../../api/endpoints/products.ts';
import { recipientKeys, recipientQueries } from '../../../api/endpoints/recipients.ts';
import { sshKeysApi } from '../../../api/endpoints/ssh-keys.ts';
import { getApiEnvironment } from '../../../api/http.ts';
import { REFERENCE_STALE_MS } from '../../../api/query-keys.ts';

/** What the destination form reads besides the destination itself. Keys start with the environment. */
export const destinationFormKeys = {
  definition: (orgId: string) => [getApiEnvironment(), 'forms', 'destination', orgId] as const,
  recipients: () => recipientKeys.all(),
  models: () => modelKeys.all(),
  products: () => productKeys.all(),
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
  recipients: () => queryOptions({ ...recipientQueries.all(), staleTime: REFERENCE_STALE_MS }),
  models: () => queryOptions({ ...modelQueries.all(), staleTime: REFERENCE_STALE_MS }),
  products: () => queryOptions({ ...productQueries.all(), staleTime: REFERENCE_STALE_MS }),
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
