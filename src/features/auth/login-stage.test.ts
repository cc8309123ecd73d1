import { describe, expect, it } from 'vitest';
import {
  fieldError,
  initialLoginState,
  type LoginAction,
  type LoginState,
  loginReducer,
  loginStateFor,
  PASSWORDLESS_ERROR,
  SIGN_IN_REFUSED,
  SSO_NOT_ENABLED,
} from './login-stage.ts';

const run = (...actions: LoginAction[]): LoginState => actions.reduce(loginReducer, initialLoginState);
const email = 'demo@example.com';

describe('login stages', () => {
  it('starts with nothing selected', () => {
    expect(initialLoginState.stage).toBe('NOTHING_SELECTED');
  });

  it('continues with e-mail into passwordless, checking SSO for that e-mail', () => {
    const state = run({ type: 'choosePasswordless', email });
    expect(state).toMatchObject({ stage: 'PASSWORDLESS_SELECTED', email, sso: 'LOADING' });
  });

  it('offers SSO instead when it is enabled for the e-mail, and the code otherwise', () => {
    expect(run({ type: 'choosePasswordless', email }, { type: 'ssoChecked', email, enabled: true }).sso).toBe(
      'ENABLED',
    );
    expect(
      run({ type: 'choosePasswordless', email }, { type: 'ssoChecked', email, enabled: false }).sso,
    ).toBe('DISABLED');
    expect(run({ type: 'choosePasswordless', email }, { type: 'ssoCheckFailed', email }).sso).toBe('UNKNOWN');
  });

  it('ignores a late SSO answer for an e-mail the user already left', () => {
    const state = run(
      { type: 'choosePasswordless', email: 'old@example.com' },
      { type: 'back' },
      { type: 'choosePasswordless', email },
      { type: 'ssoChecked', email: 'old@example.com', enabled: true },
    );
    expect(state.sso).toBe('LOADING');
  });

  it('moves to the code stage once the code is sent, then validates', () => {
    const sent = run(
      { type: 'choosePasswordless', email },
      { type: 'ssoChecked', email, enabled: false },
      { type: 'start', call: 'SEND_CODE' },
      { type: 'codeSent' },
    );
    expect(sent).toMatchObject({ stage: 'PASSWORDLESS_SUBMITTED', pending: null, email });
    expect(loginReducer(sent, { type: 'start', call: 'VALIDATE_CODE' }).pending).toBe('VALIDATE_CODE');
  });

  it('reports passwordless failures with the server message and stays on the stage', () => {
    const state = run(
      { type: 'choosePasswordless', email },
      { type: 'codeSent' },
      { type: 'start', call: 'VALIDATE_CODE' },
      { type: 'failed', call: 'VALIDATE_CODE', detail: 'Too many attempts. Request a new code.' },
    );
    expect(state).toMatchObject({
      stage: 'PASSWORDLESS_SUBMITTED',
      pending: null,
      error: { message: PASSWORDLESS_ERROR, detail: 'Too many attempts. Request a new code.' },
    });
  });

  it('says SSO is not enabled for this account', () => {
    const state = run(
      { type: 'chooseSso', email },
      { type: 'start', call: 'SSO' },
      { type: 'ssoNotEnabled' },
    );
    expect(state).toMatchObject({
      stage: 'SSO_SELECTED',
      pending: null,
      error: { message: SSO_NOT_ENABLED },
    });
  });

  it('switches from the SSO hint to SSO keeping the e-mail', () => {
    const state = run({ type: 'choosePasswordless', email }, { type: 'chooseSso' });
    expect(state).toMatchObject({ stage: 'SSO_SELECTED', email });
  });

  it('goes back to the other options, keeping the e-mail and dropping messages', () => {
    const state = run(
      { type: 'chooseSso', email },
      { type: 'ssoNotEnabled' },
      { type: 'invalid', field: 'email', message: 'x' },
      { type: 'back' },
    );
    expect(state).toEqual({ ...initialLoginState, email });
  });

  it('keeps Google pending while redirecting, and frees it when the page comes back from history', () => {
    const leaving = run({ type: 'start', call: 'GOOGLE' });
    expect(leaving.pending).toBe('GOOGLE');
    expect(loginReducer(leaving, { type: 'returnedFromRedirect' }).pending).toBeNull();
  });

  it('points an invalid input at its field only', () => {
    const state = run({ type: 'invalid', field: 'email', message: 'Email is required.' });
    expect(fieldError(state, 'email')).toBe('Email is required.');
    expect(fieldError(state, 'code')).toBeNull();
  });

  it('opens with the fixed text of a refused SSO or Google sign-in, gone with the next step', () => {
    const refused = loginStateFor('no_account');
    expect(refused.error).toEqual({
      message: SIGN_IN_REFUSED,
      detail: 'No account found for this e-mail address. Ask your administrator for an invitation.',
    });
    expect(loginStateFor(undefined)).toBe(initialLoginState);
    expect(loginReducer(refused, { type: 'chooseSso' }).error).toBeNull();
  });
});
