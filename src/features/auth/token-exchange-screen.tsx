import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { authApi } from '../../api/endpoints/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { Spinner } from '../../components/ui/index.ts';
import { completeSignIn } from './sign-in.ts';
import { SignInLayout } from './sign-in-layout.tsx';
import { exchangeCodeOnce } from './token-exchange.ts';

const SIGN_IN_FAILED = 'Sign-in could not be completed.';

const signInWithCode = async (code: string) => completeSignIn(await authApi.retrieveToken(code));

/** /login-successful with a code: exchange it for the session, then `onSignedIn`. */
export function TokenExchangeScreen({ code, onSignedIn }: { code: string; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    exchangeCodeOnce(code, signInWithCode).then(
      () => current && onSignedIn(),
      (e: unknown) => current && setError(isApiError(e) ? e.message : SIGN_IN_FAILED),
    );
    return () => {
      current = false;
    };
  }, [code, onSignedIn]);

  return (
    <SignInLayout title="Logging you in...">
      {error ? (
        <ErrorAlert title={SIGN_IN_FAILED} detail={error} />
      ) : (
        <Spinner size="lg" label="Signing you in" />
      )}
      <Link to="/login" className={css({ color: 'accent.text', fontWeight: 'medium', textStyle: 'sm' })}>
        Try again
      </Link>
    </SignInLayout>
  );
}
