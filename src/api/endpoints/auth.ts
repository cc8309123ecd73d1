import * as v from 'valibot';
import { request } from '../http.ts';
import {
  authStatusReply,
  emptyReply,
  environmentReply,
  redirectReply,
  signedInReply,
  ssoEnabledReply,
} from '../schemas/auth.ts';
import { type Environment, envelope } from '../schemas/envelope.ts';
import { organizationReply, userReply } from '../schemas/organization.ts';

/** Sign-in calls of CONTRACT.md §4, with the fallbacks and suppression of SPEC.md §8. */
export const authApi = {
  ssoEnabled: async (email: string) =>
    (
      await request({
        method: 'POST',
        path: '/public/auth/sso-enabled',
        body: { email },
        schema: envelope(ssoEnabledReply),
        fallback: 'Failed to fetch SSO enabled.',
        suppress: true,
        public: true,
      })
    ).data.sso_enabled,

  ssoLogin: async (email: string) =>
    (
      await request({
        method: 'POST',
        path: '/public/auth/sso-login',
        body: { email },
        schema: envelope(redirectReply),
        fallback: 'Failed to fetch SSO login redirect.',
        // A fetch (SPEC.md §8): the login screen says the failure in place, so no toast as well.
        suppress: true,
        public: true,
      })
    ).data.url,

  googleLogin: async () =>
    (
      await request({
        method: 'POST',
        path: '/public/auth/google-oauth-login',
        schema: envelope(redirectReply),
        fallback: 'Failed to send Google OAuth login.',
        public: true,
      })
    ).data.url,

  retrieveToken: async (code: string) =>
    (
      await request({
        method: 'POST',
        path: '/public/auth/retrieve-token',
        body: { code },
        schema: envelope(signedInReply),
        fallback: 'Failed to fetch login token.',
        suppress: true,
        public: true,
      })
    ).data,

  passwordlessLogin: async (email: string) => {
    await request({
      method: 'POST',
      path: '/public/auth/passwordless-login',
      body: { email },
      schema: envelope(emptyReply),
      fallback: 'Failed to send passwordless login.',
      public: true,
    });
  },

  validatePasswordlessCode: async (email: string, code: string) =>
    (
      await request({
        method: 'POST',
        path: '/public/auth/validate-passwordless-code',
        body: { email, code },
        schema: envelope(signedInReply),
        fallback: 'Failed to validate passwordless code.',
        public: true,
      })
    ).data,

  /** Resolves null when signed out (401). */
  status: async (): Promise<v.InferOutput<typeof authStatusReply> | null> => {
    try {
      return (
        await request({
          method: 'GET',
          path: '/auth-status',
          schema: envelope(authStatusReply),
          fallback: 'Failed to get auth status.',
          suppress: true,
          public: true,
        })
      ).data;
    } catch (e) {
      if (e instanceof Error && 'status' in e && e.status === 401) return null;
      throw e;
    }
  },

  setEnvironment: async (environment: Environment) =>
    (
      await request({
        method: 'POST',
        path: '/auth/environment',
        body: { environment },
        environment,
        schema: envelope(environmentReply),
        fallback: 'Failed to update environment.',
        suppress: true,
      })
    ).data.environment,

  logout: async () => {
    await request({
      method: 'GET',
      path: '/logout',
      schema: envelope(v.unknown()),
      fallback: 'Failed to log user out.',
      suppress: true,
      public: true,
    });
  },

  organization: async () =>
    (
      await request({
        method: 'GET',
        path: '/orgs',
        schema: envelope(organizationReply),
        fallback: 'Failed to fetch organization details.',
      })
    ).data.organization,

  user: async () =>
    (
      await request({
        method: 'GET',
        path: '/user',
        schema: envelope(userReply),
        fallback: 'Failed to fetch user details.',
      })
    ).data.user,
};
