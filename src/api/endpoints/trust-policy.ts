import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { trustPolicyReply } from '../schemas/trust-policy.ts';

/** The organisation's AWS IAM trust policy as text, or null when it has none (Settings). */
export const trustPolicyApi = {
  get: async () =>
    (
      await request({
        method: 'GET',
        path: '/auth/iam-trust-policy',
        schema: envelope(trustPolicyReply),
        fallback: 'Failed to fetch IAM trust policy.',
      })
    ).data.trust_policy,
};
