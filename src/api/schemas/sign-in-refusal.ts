import * as v from 'valibot';

/**
 * Why the server's SSO or Google callback sent someone back to /login instead of signing them in: it
 * redirects to `/login?error=<reason>`, and the console shows the reason's fixed text
 * (features/auth/refusal-texts.ts), so nothing a provider or a link writes into the URL is ever shown.
 * Only the reasons here: /login's search validation is in the entry, the texts load with its form.
 */
export const SIGN_IN_REFUSAL_REASONS = [
  'expired',
  'refused',
  'unverified',
  'email_unverified',
  'wrong_domain',
  'no_account',
  'use_sso',
  'unavailable',
] as const;

export type SignInRefusal = (typeof SIGN_IN_REFUSAL_REASONS)[number];

export const signInRefusal = v.picklist(SIGN_IN_REFUSAL_REASONS);
