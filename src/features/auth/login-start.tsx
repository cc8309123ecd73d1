import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { EmailField } from './email-field.tsx';
import { onSubmitFormData } from './form-submit.ts';
import { fieldError } from './login-stage.ts';
import { useFocus } from './use-focus.ts';
import type { LoginFlow } from './use-login-flow.ts';

const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
  textStyle: 'sm',
  _before: { content: '""', flex: '1', borderTopWidth: '1px' },
  _after: { content: '""', flex: '1', borderTopWidth: '1px' },
});

/** NOTHING_SELECTED: Google, SSO, or an e-mail for a one-time code. */
export function LoginStart({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = fieldError(state, 'email');
  useFocus(emailRef, state.invalid);
  const google = state.pending === 'GOOGLE';

  const typedEmail = () => {
    const value = formRef.current ? new FormData(formRef.current).get('email') : null;
    return typeof value === 'string' ? value.trim() : undefined;
  };

  return (
    <>
      <Button size="lg" width="full" loading={google} onClick={flow.continueWithGoogle}>
        {google ? 'Signing in with Google' : 'Continue with Google'}
      </Button>
      <Button size="lg" width="full" variant="outline" onClick={() => flow.chooseSso(typedEmail())}>
        Continue with SSO
      </Button>
      <p className={divider}>or</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmitFormData(flow.continueWithEmail)}
        className={css({ display: 'grid', gap: '4' })}
      >
        <EmailField defaultValue={state.email} error={emailError} inputRef={emailRef} />
        <Button type="submit" size="lg" width="full" variant="outline">
          Continue with email
        </Button>
      </form>
    </>
  );
}
