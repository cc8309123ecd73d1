import { useEffect, useReducer } from 'react';
import { authApi } from '../../api/endpoints/auth.ts';
import { isApiError } from '../../api/errors.ts';
import type { SignInRefusal } from '../../api/schemas/sign-in-refusal.ts';
import { codeInput, emailInput, parseForm } from './login-form-input.ts';
import { loginReducer, loginStateFor, type PendingCall } from './login-stage.ts';
import { rememberRedirect } from './redirect.ts';
import { completeSignIn } from './sign-in.ts';

export interface LoginFlowOptions {
  /** Where to land after signing in (already sanitised); kept across the SSO/Google round trip. */
  redirectTo: string | null;
  /** Called once the session is signed in and its saved data restored. */
  onSignedIn: () => void;
  /** Why the SSO or Google callback sent the user back here (`/login?error=`), if it did. */
  refusal?: SignInRefusal;
}

const detailOf = (error: unknown) => (isApiError(error) ? error.message : null);

/** The sign-in calls of SPEC.md §2.1, driving the login-stage reducer. Forms pass their FormData. */
export function useLoginFlow({ redirectTo, onSignedIn, refusal }: LoginFlowOptions) {
  const [state, dispatch] = useReducer(loginReducer, refusal, loginStateFor);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'returnedFromRedirect' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function leaveFor(call: PendingCall, getUrl: () => Promise<string>) {
    dispatch({ type: 'start', call });
    try {
      const url = await getUrl();
      rememberRedirect(redirectTo);
      window.location.assign(url);
    } catch (error) {
      dispatch({ type: 'failed', call, detail: detailOf(error) });
    }
  }

  function readEmail(form: FormData) {
    const input = parseForm(emailInput, form);
    if (!input.ok) dispatch({ type: 'invalid', field: input.field, message: input.message });
    return input.ok ? input.value.email : null;
  }

  return {
    state,
    back: () => dispatch({ type: 'back' }),
    chooseSso: (email?: string) => dispatch({ type: 'chooseSso', email }),

    continueWithGoogle: () => leaveFor('GOOGLE', authApi.googleLogin),

    continueWithEmail(form: FormData) {
      const email = readEmail(form);
      if (!email) return;
      dispatch({ type: 'choosePasswordless', email });
      authApi.ssoEnabled(email).then(
        (enabled) => dispatch({ type: 'ssoChecked', email, enabled }),
        () => dispatch({ type: 'ssoCheckFailed', email }),
      );
    },

    async sendCode(form: FormData) {
      const email = readEmail(form);
      if (!email) return;
      dispatch({ type: 'start', call: 'SEND_CODE' });
      try {
        await authApi.passwordlessLogin(email);
        dispatch({ type: 'codeSent' });
      } catch (error) {
        dispatch({ type: 'failed', call: 'SEND_CODE', detail: detailOf(error) });
      }
    },

    async submitCode(form: FormData) {
      const input = parseForm(codeInput, form);
      if (!input.ok) return dispatch({ type: 'invalid', field: input.field, message: input.message });
      dispatch({ type: 'start', call: 'VALIDATE_CODE' });
      try {
        await completeSignIn(await authApi.validatePasswordlessCode(state.email, input.value.code));
      } catch (error) {
        return dispatch({ type: 'failed', call: 'VALIDATE_CODE', detail: detailOf(error) });
      }
      onSignedIn();
    },

    async signInWithSso(form: FormData) {
      const email = readEmail(form);
      if (!email) return;
      dispatch({ type: 'chooseSso', email });
      dispatch({ type: 'start', call: 'SSO' });
      try {
        if (!(await authApi.ssoEnabled(email))) return dispatch({ type: 'ssoNotEnabled' });
      } catch (error) {
        return dispatch({ type: 'failed', call: 'SSO', detail: detailOf(error) });
      }
      await leaveFor('SSO', () => authApi.ssoLogin(email));
    },
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
