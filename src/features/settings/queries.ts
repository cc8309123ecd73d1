import { queryOptions } from '@tanstack/react-query';
import { trustPolicyApi } from '../../api/endpoints/trust-policy.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { organizationKeys } from '../auth/queries.ts';

/** Like the organisation it belongs to, the trust policy changes rarely. */
const TRUST_POLICY_STALE_MS = 5 * 60 * 1000;

/** Settings' own data; the organisation itself is shared with the shell (features/auth/queries.ts). */
export const settingsQueries = {
  trustPolicy: (environment: Environment) =>
    queryOptions({
      queryKey: organizationKeys.trustPolicy(environment),
      queryFn: () => trustPolicyApi.get(),
      staleTime: TRUST_POLICY_STALE_MS,
    }),
};
