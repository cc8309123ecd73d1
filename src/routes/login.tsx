import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { signInRefusal } from '../api/schemas/sign-in-refusal.ts';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { DEFAULT_SIGNED_IN_PATH, safeRedirect } from '../features/auth/redirect.ts';
import { session } from '../features/auth/session.ts';

/**
 * `redirect`: where to go after signing in; anything unsafe or malformed is dropped, not an error.
 * `error`: why the server's SSO or Google callback refused a sign-in; only its known reasons are read.
 */
const loginSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
  error: v.fallback(v.optional(signInRefusal), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (session.get().status === 'signed-in') {
      throw redirect({ href: safeRedirect(search.redirect) ?? DEFAULT_SIGNED_IN_PATH, replace: true });
    }
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target, error } = Route.useSearch();
  const navigate = useNavigate();
  const redirectTo = safeRedirect(target);
  return (
    <LoginScreen
      redirectTo={redirectTo}
      refusal={error}
      onSignedIn={() => void navigate({ href: redirectTo ?? DEFAULT_SIGNED_IN_PATH, replace: true })}
    />
  );
}
