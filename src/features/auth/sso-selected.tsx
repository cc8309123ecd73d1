import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { BackLink } from './back-link.tsx';
import { EmailField } from './email-field.tsx';
import { onSubmitFormData } from './form-submit.ts';
import { fieldError } from './login-stage.ts';
import { useFocus } from './use-focus.ts';
import type { LoginFlow } from './use-login-flow.ts';

/** SSO_SELECTED: the e-mail decides the identity provider. */
export function SsoSelected({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = fieldError(state, 'email');
  useFocus(emailRef, state.invalid);

  return (
    <form
      noValidate
      onSubmit={onSubmitFormData(flow.signInWithSso)}
      className={css({ display: 'grid', gap: '4' })}
    >
      <EmailField defaultValue={state.email} error={emailError} inputRef={emailRef} />
      <Button type="submit" size="lg" width="full" loading={state.pending === 'SSO'}>
        Sign in with SSO
      </Button>
      <BackLink onBack={flow.back} />
    </form>
  );
}
