import type { SignInRefusal } from '../../api/schemas/sign-in-refusal.ts';

/** What /login says under "Sign-in refused" for each reason the server's callbacks give. */
export const SIGN_IN_REFUSALS: Readonly<Record<SignInRefusal, string>> = {
  expired: 'This sign-in took too long or was already used. Please sign in again.',
  refused: 'The identity provider did not sign you in. Please try again.',
  unverified: 'The identity provider could not confirm this sign-in, so you were not signed in.',
  email_unverified: 'Your identity provider has not verified your e-mail address, so you were not signed in.',
  wrong_domain: "This e-mail address is not one of your SSO connection's domains.",
  no_account: 'No account found for this e-mail address. Ask your administrator for an invitation.',
  use_sso: 'SSO is enabled for this e-mail address. Sign in with SSO instead.',
  unavailable: 'The identity provider could not be reached. Please try again later.',
};
