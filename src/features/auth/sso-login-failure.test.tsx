// @vitest-environment jsdom
/**
 * 'Sign in with SSO' when the server cannot give the identity provider's address (SPEC.md §8: the
 * SSO login redirect is a fetch, suppressed): the login screen says it in place, and no global toast
 * repeats it. The real fetch layer answers from the stub.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.ts';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { render } from '../../test-support/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const api = stubApi();

afterEach(() => {
  toaster.remove();
});

const buttonNamed = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

async function signInWithSsoFailing(message: string) {
  api.route('POST /api/public/auth/sso-enabled', ok({ sso_enabled: true }));
  api.route('POST /api/public/auth/sso-login', failure(500, message));
  const { host } = await render(<LoginScreen redirectTo={null} onSignedIn={() => {}} />, {
    router: { url: '/login', path: '/login' },
  });
  await act(async () => buttonNamed(host, 'Continue with SSO').click());
  (host.querySelector('input[name="email"]') as HTMLInputElement).value = 'ada@acme.io';
  await act(async () => {
    buttonNamed(host, 'Sign in with SSO').closest('form')?.requestSubmit();
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(api.urls()).toEqual(['/api/public/auth/sso-enabled', '/api/public/auth/sso-login']);
  return host;
}

describe('a failed SSO login redirect', () => {
  it("is said on the login screen with 'Failed to fetch SSO login redirect.' and shows no toast", async () => {
    const host = await signInWithSsoFailing('');
    expect(host.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to fetch SSO login redirect.',
    );
    expect(api.toasts).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("says the server's message when it gives one, still without a toast", async () => {
    const host = await signInWithSsoFailing('The identity provider is not configured.');
    expect(host.querySelector('[role="alert"]')?.textContent).toContain(
      'The identity provider is not configured.',
    );
    expect(api.toasts).not.toHaveBeenCalled();
  });
});
