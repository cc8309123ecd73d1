import * as v from 'valibot';
import { environment } from './envelope.ts';

/** Request bodies and replies of the sign-in calls (CONTRACT.md §4). */
const email = v.pipe(
  v.string('email must be a string'),
  v.trim(),
  v.nonEmpty('email is required'),
  v.email('email must be an e-mail address'),
);

export const emailBody = v.object({ email });
export const codeBody = v.object({
  code: v.pipe(v.string('code must be a string'), v.nonEmpty('code is required')),
});
export const passwordlessCodeBody = v.object({
  email,
  code: v.pipe(v.string('code must be a string'), v.regex(/^\d{6}$/, 'code must be 6 digits')),
});
export const environmentBody = v.object({ environment });

export const ssoEnabledReply = v.object({ sso_enabled: v.boolean() });
export const redirectReply = v.object({ url: v.string() });
export const signedInReply = v.object({ email: v.string(), environment });
export const authStatusReply = v.object({
  authenticated: v.literal(true),
  email: v.string(),
  environment,
});
export type AuthStatus = v.InferOutput<typeof authStatusReply>;
export const environmentReply = v.object({ environment });
export const emptyReply = v.object({});
