import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { DEFAULT_SIGNED_IN_PATH, takeRememberedRedirect } from '../features/auth/redirect.ts';
import { TokenExchangeScreen } from '../features/auth/token-exchange-screen.tsx';

/** The identity provider's return (CONTRACT.md §4): `?code=` is exchanged for the session. */
const returnSearch = v.object({ code: v.fallback(v.optional(v.pipe(v.string(), v.trim())), undefined) });

export const Route = createFileRoute('/login-successful')({
  validateSearch: returnSearch,
  beforeLoad: ({ search }) => {
    if (!search.code) throw redirect({ to: '/login', replace: true });
  },
  component: LoginSuccessfulPage,
});

function LoginSuccessfulPage() {
  const { code } = Route.useSearch();
  const navigate = useNavigate();
  const onSignedIn = useCallback(() => {
    void navigate({ href: takeRememberedRedirect() ?? DEFAULT_SIGNED_IN_PATH, replace: true });
  }, [navigate]);
  return <TokenExchangeScreen code={code ?? ''} onSignedIn={onSignedIn} />;
}
