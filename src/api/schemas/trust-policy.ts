import * as v from 'valibot';

/**
 * `GET /auth/iam-trust-policy` → `data.trust_policy` (CONTRACT.md §5): the AWS IAM trust policy a
 * customer attaches to the role our exports assume. Our server sends it as pretty JSON text; a server
 * that sends the policy object instead is read the same way. Absent, null or blank: there is none.
 */
export const trustPolicyReply = v.object({
  trust_policy: v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())])),
      v.transform((policy) => {
        if (policy === null) return null;
        const text = typeof policy === 'string' ? policy : JSON.stringify(policy, null, 2);
        return text.trim() === '' ? null : text;
      }),
    ),
    null,
  ),
});
export type TrustPolicyReply = v.InferOutput<typeof trustPolicyReply>;
