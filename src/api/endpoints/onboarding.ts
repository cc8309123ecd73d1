import { request } from '../http.ts';
import { connectionTestReply, type DestinationWrite } from '../schemas/destination.ts';
import { envelope } from '../schemas/envelope.ts';
import { onboardingReply, onboardingSubmitReply } from '../schemas/magic-link.ts';

/**
 * The recipient's side of a magic link (server/routes/onboarding.ts): no session, the token in the path
 * is the credential, and the link's own environment applies whatever header is sent. Every call is
 * `public`: a 401 here must never sign out a staff member who opened a link in their own browser.
 * Reads and tests are suppressed (the page shows their outcome itself); a refused submit raises the
 * global toast with the server's words, as any console write does.
 */
const base = (token: string) => `/public/magic-links/${encodeURIComponent(token)}`;

export const onboardingApi = {
  /** What the link is for; `form` only while it is active (404 unknown, state used/expired otherwise). */
  get: async (token: string) =>
    (
      await request({
        method: 'GET',
        path: base(token),
        schema: envelope(onboardingReply),
        fallback: 'Failed to fetch magic link.',
        public: true,
      })
    ).data.onboarding,

  /** `destination` is prepared like the console's (CONTRACT.md §6); the server writes the link's locks over it. */
  test: async (token: string, destination: DestinationWrite) =>
    (
      await request({
        method: 'POST',
        path: `${base(token)}/test`,
        body: { destination },
        schema: envelope(connectionTestReply),
        fallback: 'Destination connection test failed.',
        suppress: true,
        public: true,
      })
    ).data,

  submit: async (token: string, destination: DestinationWrite) =>
    (
      await request({
        method: 'POST',
        path: `${base(token)}/submit`,
        body: { destination },
        schema: envelope(onboardingSubmitReply),
        fallback: 'Destination creation failed.',
        public: true,
      })
    ).data,
};
