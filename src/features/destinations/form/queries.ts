import { queryOptions } from '@tanstack/react-query';
import { formsApi } from '../../../api/endpoints/forms.ts';
import { modelKeys, modelQueries } from '../../../api/endpoints/models.ts';
import { productKeys, productQueries } from '../../../api/endpoints/products.ts';
import { recipientKeys, recipientQueries } from '../../../api/endpoints/recipients.ts';
import { sshKeysApi } from '../../../api/endpoints/ssh-keys.ts';
import { REFERENCE_STALE_MS } from '../../../api/query-keys.ts';
import type { Environment } from '../../../api/schemas/envelope.ts';

/** What the destination form reads besides the destination itself. Keys start with the environment. */
export const destinationFormKeys = {
  definition: (environment: Environment, orgId: string) =>
    [environment, 'forms', 'destination', orgId] as const,
  recipients: (environment: Environment) => recipientKeys.all(environment),
  models: (environment: Environment) => modelKeys.all(environment),
  products: (environment: Environment) => productKeys.all(environment),
  sshKey: (environment: Environment, recipientId: string) =>
    [environment, 'ssh-key', 'recipient', recipientId] as const,
};

export const destinationFormQueries = {
  /** The whole tree (every vendor), so switching vendors on a new destination needs no round trip. */
  definition: (environment: Environment, orgId: string) =>
    queryOptions({
      queryKey: destinationFormKeys.definition(environment, orgId),
      queryFn: () => formsApi.destination({ orgId }),
      staleTime: REFERENCE_STALE_MS,
    }),
  recipients: (environment: Environment) =>
    queryOptions({ ...recipientQueries.all(environment), staleTime: REFERENCE_STALE_MS }),
  models: (environment: Environment) =>
    queryOptions({ ...modelQueries.all(environment), staleTime: REFERENCE_STALE_MS }),
  products: (environment: Environment) =>
    queryOptions({ ...productQueries.all(environment), staleTime: REFERENCE_STALE_MS }),
  /**
   * The recipient's public key (never the private one). Generation is a POST, but the server hands the
   * same key back every time, so it is cached like a read and never refetched on its own.
   */
  sshKey: (environment: Environment, recipientId: string) =>
    queryOptions({
      queryKey: destinationFormKeys.sshKey(environment, recipientId),
      queryFn: () => sshKeysApi.generateForRecipient(recipientId),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};
