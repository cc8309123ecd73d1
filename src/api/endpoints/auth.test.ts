/**
 * The sign-in calls as SPEC.md §8 and CONTRACT.md §4 fix them: path, body, fallback text, whether a
 * failure shows the global toast, and whether a 401 signs the user out. `fetch` is stubbed.
 */
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { acmeDestination } from '../../test-support/destination.ts';
import { ApiError } from '../errors.ts';
import { authApi } from './auth.ts';
import { destinationsApi } from './destinations.ts';

const { fetch: fetchMock, toasts, signOuts, sent: request } = stubApi();

function sent() {
  const { url, method, body } = request();
  return { url, method, body };
}

const signedIn = { email: 'ada@acme.io', environment: 'prod' };
const organization = {
  id: 'o1',
  name: 'Acme',
  app_users: ['ada@acme.io'],
  default_frequency_minutes: 1440,
  fastest_allowed_frequency_minutes: 15,
  sources_schema_tenanted: false,
  sso_enabled: false,
};
const user = { id: 'u1', email: 'ada@acme.io', organization_id: 'o1', created_at: '2026-01-01T00:00:00Z' };
/** An id with a space: the path must encode it. */
const destination = { ...acmeDestination, id: 'd 1' };

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  body?: unknown;
  data: unknown;
  result: unknown;
  fallback: string;
  /** SPEC.md §8: true = no global toast on failure. */
  suppressed: boolean;
  /** Made while signed out: a 401 does not sign out. */
  isPublic: boolean;
}

const cases: Case[] = [
  {
    name: 'ssoEnabled',
    call: () => authApi.ssoEnabled('ada@acme.io'),
    method: 'POST',
    path: '/api/public/auth/sso-enabled',
    body: { email: 'ada@acme.io' },
    data: { sso_enabled: true },
    result: true,
    fallback: 'Failed to fetch SSO enabled.',
    suppressed: true,
    isPublic: true,
  },
  {
    name: 'ssoLogin',
    call: () => authApi.ssoLogin('ada@acme.io'),
    method: 'POST',
    path: '/api/public/auth/sso-login',
    body: { email: 'ada@acme.io' },
    data: { url: 'https://idp.example.com/start' },
    result: 'https://idp.example.com/start',
    fallback: 'Failed to fetch SSO login redirect.',
    suppressed: true,
    isPublic: true,
  },
  {
    name: 'googleLogin',
    call: () => authApi.googleLogin(),
    method: 'POST',
    path: '/api/public/auth/google-oauth-login',
    data: { url: 'https://accounts.example.com/o' },
    result: 'https://accounts.example.com/o',
    fallback: 'Failed to send Google OAuth login.',
    suppressed: false,
    isPublic: true,
  },
  {
    name: 'retrieveToken',
    call: () => authApi.retrieveToken('c0de'),
    method: 'POST',
    path: '/api/public/auth/retrieve-token',
    body: { code: 'c0de' },
    data: signedIn,
    result: signedIn,
    fallback: 'Failed to fetch login token.',
    suppressed: true,
    isPublic: true,
  },
  {
    name: 'passwordlessLogin',
    call: () => authApi.passwordlessLogin('ada@acme.io'),
    method: 'POST',
    path: '/api/public/auth/passwordless-login',
    body: { email: 'ada@acme.io' },
    data: {},
    result: undefined,
    fallback: 'Failed to send passwordless login.',
    suppressed: false,
    isPublic: true,
  },
  {
    name: 'validatePasswordlessCode',
    call: () => authApi.validatePasswordlessCode('ada@acme.io', '123456'),
    method: 'POST',
    path: '/api/public/auth/validate-passwordless-code',
    body: { email: 'ada@acme.io', code: '123456' },
    data: signedIn,
    result: signedIn,
    fallback: 'Failed to validate passwordless code.',
    suppressed: false,
    isPublic: true,
  },
  {
    name: 'status',
    call: () => authApi.status(),
    method: 'GET',
    path: '/api/auth-status',
    data: { authenticated: true, ...signedIn },
    result: { authenticated: true, ...signedIn },
    fallback: 'Failed to get auth status.',
    suppressed: true,
    isPublic: true,
  },
  {
    name: 'setEnvironment',
    call: () => authApi.setEnvironment('staging'),
    method: 'POST',
    path: '/api/auth/environment',
    body: { environment: 'staging' },
    data: { environment: 'staging' },
    result: 'staging',
    fallback: 'Failed to update environment.',
    suppressed: true,
    isPublic: false,
  },
  {
    name: 'logout',
    call: () => authApi.logout(),
    method: 'GET',
    path: '/api/logout',
    data: {},
    result: undefined,
    fallback: 'Failed to log user out.',
    suppressed: true,
    isPublic: true,
  },
  {
    name: 'organization',
    call: () => authApi.organization(),
    method: 'GET',
    path: '/api/orgs',
    data: { organization },
    result: organization,
    fallback: 'Failed to fetch organization details.',
    suppressed: true,
    isPublic: false,
  },
  {
    name: 'user',
    call: () => authApi.user(),
    method: 'GET',
    path: '/api/user',
    data: { user },
    result: user,
    fallback: 'Failed to fetch user details.',
    suppressed: true,
    isPublic: false,
  },
  {
    name: 'destinationsApi.get',
    call: () => destinationsApi.get('d 1'),
    method: 'GET',
    path: '/api/destinations/d%201',
    data: { destination },
    result: destination,
    fallback: 'Failed to fetch destination.',
    suppressed: true,
    isPublic: false,
  },
];

describe.each(cases)(
  '$name',
  ({ call, method, path, body, data, result, fallback, suppressed, isPublic }) => {
    it(`sends ${method} ${path} and returns the reply's data`, async () => {
      fetchMock.mockResolvedValueOnce(ok(data));
      await expect(call()).resolves.toEqual(result);
      expect(sent()).toEqual({ url: path, method, body });
    });

    it(`shows the server message ${suppressed ? 'without' : 'with'} the global toast`, async () => {
      fetchMock.mockResolvedValueOnce(failure(500, 'Server says no'));
      await expect(call()).rejects.toEqual(new ApiError('Server says no', 500, suppressed));
      expect(toasts).toHaveBeenCalledTimes(suppressed ? 0 : 1);
    });

    it(`falls back to '${fallback}'`, async () => {
      fetchMock.mockResolvedValueOnce(failure(500, ''));
      await expect(call()).rejects.toEqual(new ApiError(fallback, 500, suppressed));
    });

    it(`${isPublic ? 'does not sign out' : 'signs out'} on 401`, async () => {
      fetchMock.mockResolvedValueOnce(failure(401, 'Not signed in'));
      // auth-status answers "signed out" with null instead of failing (below).
      await call().catch((e: unknown) => expect(e).toMatchObject({ status: 401 }));
      expect(signOuts).toHaveBeenCalledTimes(isPublic ? 0 : 1);
    });
  },
);

describe('authApi.status', () => {
  it('resolves null when signed out, without signing out or a toast', async () => {
    fetchMock.mockResolvedValueOnce(failure(401, 'Not signed in'));
    await expect(authApi.status()).resolves.toBeNull();
    expect(signOuts).not.toHaveBeenCalled();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('still fails on a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(authApi.status()).rejects.toEqual(new ApiError('Failed to get auth status.', 0, true));
  });
});

describe('authApi.setEnvironment', () => {
  it('speaks for the environment it switches to', async () => {
    fetchMock.mockResolvedValueOnce(ok({ environment: 'staging' }));
    await authApi.setEnvironment('staging');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Environment')).toBe('staging');
    expect(sent().body).toEqual({ environment: 'staging' });
  });
});
