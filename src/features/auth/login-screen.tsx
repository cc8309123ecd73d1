import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ExternalLink } from '../../components/ui/index.ts';
import { markOnce, PERF_MARKS } from '../../lib/perf-mark.ts';
import { useOnline } from '../../offline/network-status.ts';
import { LoginStart } from './login-start.tsx';
import { PasswordlessSelected } from './passwordless-selected.tsx';
import { PasswordlessSubmitted } from './passwordless-submitted.tsx';
import { SignInLayout } from './sign-in-layout.tsx';
import { SsoSelected } from './sso-selected.tsx';
import { type LoginFlowOptions, useLoginFlow } from './use-login-flow.ts';

export const REQUEST_ACCOUNT_URL = 'https://www.prequel.co/get-started';
export const SIGN_IN_NEEDS_CONNECTION =
  'You are offline. Signing in needs an internet connection: connect, then sign in.';

const notice = css({
  p: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderLeftWidth: '4px',
  borderColor: 'border.default',
  borderLeftColor: 'fg.muted',
  bg: 'bg.subtle',
  textStyle: 'sm',
  fontWeight: 'medium',
});

/** /login (SPEC.md §2.1): the four sign-in stages in one card. */
export function LoginScreen(options: LoginFlowOptions) {
  const flow = useLoginFlow(options);
  const online = useOnline();
  const { stage, error } = flow.state;
  useEffect(() => markOnce(PERF_MARKS.loginForm), []);

  return (
    <SignInLayout title="Sign in to the product">
      {!online && (
        <p role="status" className={notice}>
          {SIGN_IN_NEEDS_CONNECTION}
        </p>
      )}
      {error && <ErrorAlert title={error.message} detail={error.detail} />}
      {stage === 'NOTHING_SELECTED' && <LoginStart flow={flow} />}
      {stage === 'PASSWORDLESS_SELECTED' && <PasswordlessSelected flow={flow} />}
      {stage === 'PASSWORDLESS_SUBMITTED' && <PasswordlessSubmitted flow={flow} />}
      {stage === 'SSO_SELECTED' && <SsoSelected flow={flow} />}
      <p className={css({ textStyle: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        Don't have an account? <ExternalLink href={REQUEST_ACCOUNT_URL}>request an account</ExternalLink>
      </p>
    </SignInLayout>
  );
}
