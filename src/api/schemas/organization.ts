import * as v from 'valibot';

export const organization = v.object({
  id: v.string(),
  name: v.string(),
  app_users: v.array(v.string()),
  default_frequency_minutes: v.number(),
  fastest_allowed_frequency_minutes: v.number(),
  sources_schema_tenanted: v.boolean(),
  sso_enabled: v.boolean(),
  aws_iam_role_id: v.optional(v.nullable(v.string())),
  aws_iam_role_name: v.optional(v.nullable(v.string())),
  gcp_iam_role_id: v.optional(v.nullable(v.string())),
  gcp_iam_role_name: v.optional(v.nullable(v.string())),
});
export type Organization = v.InferOutput<typeof organization>;
export const organizationReply = v.object({ organization });

export const user = v.object({
  id: v.string(),
  email: v.string(),
  organization_id: v.string(),
  created_at: v.string(),
});
export type User = v.InferOutput<typeof user>;
export const userReply = v.object({ user });
