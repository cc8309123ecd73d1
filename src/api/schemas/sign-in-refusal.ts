import * as v from 'valibot';

/**
 * Why the server's SSO or Google callback sent someone back to /login instead of signing them in
 * (issue 35): it redirects to `/login?error=<reason>` and the console shows the reason's fixed text,
 * so nothing a provider or a link writes into the URL is ever shown.
 */
export const SIGN_IN_REFUSALS = {
  expired: 'This sign-in took too long or was already used. Please sign in again.',
  refused: 'The identity provider did not sign you in. Please try again.',
  unverified: 'The identity provider could not confirm this sign-in, so you were not signed in.',
  email_unverified: 'Your identity provider has not verified your e-mail address, so you were not signed in.',
  wrong_domain: "This e-mail address is not one of your SSO connection's domains.",
  no_account: 'No account found for this e-mail address. Ask your administrator for an invitation.',
  use_sso: 'SSO is enabled for this e-mail address. Sign in with SSO instead.',
  unavailable: 'The identity provider could not be reached. Please try again later.',
} as const;

export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

export const signInRefusal = v.picklist(Object.keys(SIGN_IN_REFUSALS) as [SignInRefusal, ...SignInRefusal[]]);
