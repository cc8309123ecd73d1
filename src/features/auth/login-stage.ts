import type { SignInRefusal } from '../../api/schemas/sign-in-refusal.ts';
import { SIGN_IN_REFUSALS } from './refusal-texts.ts';

/**
 * The sign-in screen's state machine (SPEC.md §4): four stages, the per-e-mail SSO check, the call in
 * flight and the message shown. Pure, so every transition is testable without a DOM.
 */

export type LoginStage =
  | 'NOTHING_SELECTED'
  | 'PASSWORDLESS_SELECTED'
  | 'PASSWORDLESS_SUBMITTED'
  | 'SSO_SELECTED';

/** The sso-enabled answer for `email`: LOADING, then ENABLED/DISABLED, or UNKNOWN when it failed. */
export type SsoCheck = 'UNKNOWN' | 'LOADING' | 'ENABLED' | 'DISABLED';

/** The call in flight. GOOGLE and SSO stay pending while the browser is redirected. */
export type PendingCall = 'GOOGLE' | 'SSO' | 'SEND_CODE' | 'VALIDATE_CODE';

export interface LoginMessage {
  message: string;
  detail: string | null;
}

export interface LoginState {
  stage: LoginStage;
  email: string;
  sso: SsoCheck;
  pending: PendingCall | null;
  error: LoginMessage | null;
  invalid: { field: string; message: string } | null;
}

export type LoginAction =
  | { type: 'choosePasswordless'; email: string }
  | { type: 'ssoChecked'; email: string; enabled: boolean }
  | { type: 'ssoCheckFailed'; email: string }
  | { type: 'chooseSso'; email?: string }
  | { type: 'back' }
  | { type: 'invalid'; field: string; message: string }
  | { type: 'start'; call: PendingCall }
  | { type: 'codeSent' }
  | { type: 'ssoNotEnabled' }
  | { type: 'failed'; call: PendingCall; detail: string | null }
  | { type: 'returnedFromRedirect' };

export const PASSWORDLESS_ERROR = 'An error occurred while using passwordless login.';
export const SSO_NOT_ENABLED = 'SSO is not enabled for this account.';
export const GOOGLE_ERROR = 'Google sign-in could not start.';
export const SSO_ERROR = 'SSO sign-in could not start.';

export const initialLoginState: LoginState = {
  stage: 'NOTHING_SELECTED',
  email: '',
  sso: 'UNKNOWN',
  pending: null,
  error: null,
  invalid: null,
};

export const SIGN_IN_REFUSED = 'Sign-in could not be completed.';

/**
 * The screen /login opens with: the reason the server's SSO or Google callback refused a sign-in
 * (`/login?error=`), said with its fixed text, until the user does something else.
 */
export function loginStateFor(refusal: SignInRefusal | undefined): LoginState {
  if (!refusal) return initialLoginState;
  return { ...initialLoginState, error: { message: SIGN_IN_REFUSED, detail: SIGN_IN_REFUSALS[refusal] } };
}

const FAILURE_MESSAGE: Record<PendingCall, string> = {
  GOOGLE: GOOGLE_ERROR,
  SSO: SSO_ERROR,
  SEND_CODE: PASSWORDLESS_ERROR,
  VALIDATE_CODE: PASSWORDLESS_ERROR,
};

const calm = { pending: null, error: null, invalid: null } as const;

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'choosePasswordless':
      return { ...state, ...calm, stage: 'PASSWORDLESS_SELECTED', email: action.email, sso: 'LOADING' };
    case 'ssoChecked':
      // An answer for an e-mail the user has since left behind must not flip the current screen.
      if (action.email !== state.email || state.sso !== 'LOADING') return state;
      return { ...state, sso: action.enabled ? 'ENABLED' : 'DISABLED' };
    case 'ssoCheckFailed':
      if (action.email !== state.email || state.sso !== 'LOADING') return state;
      return { ...state, sso: 'UNKNOWN' };
    case 'chooseSso':
      return { ...state, ...calm, stage: 'SSO_SELECTED', email: action.email ?? state.email };
    case 'back':
      return { ...initialLoginState, email: state.email };
    case 'invalid':
      return {
        ...state,
        pending: null,
        error: null,
        invalid: { field: action.field, message: action.message },
      };
    case 'start':
      return { ...state, ...calm, pending: action.call };
    case 'codeSent':
      return { ...state, ...calm, stage: 'PASSWORDLESS_SUBMITTED' };
    case 'ssoNotEnabled':
      return { ...state, ...calm, error: { message: SSO_NOT_ENABLED, detail: null } };
    case 'failed':
      return {
        ...state,
        pending: null,
        invalid: null,
        error: { message: FAILURE_MESSAGE[action.call], detail: action.detail },
      };
    case 'returnedFromRedirect':
      // Back from the identity provider through the browser's back/forward cache: usable again.
      return state.pending === 'GOOGLE' || state.pending === 'SSO' ? { ...state, pending: null } : state;
  }
}

/** The error text of a field, if the last submit found that field invalid. */
export function fieldError(state: LoginState, field: string): string | null {
  return state.invalid?.field === field ? state.invalid.message : null;
}
