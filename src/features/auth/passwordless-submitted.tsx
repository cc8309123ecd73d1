import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button, Field } from '../../components/ui/index.ts';
import { BackLink } from './back-link.tsx';
import { onSubmitFormData } from './form-submit.ts';
import { ONE_TIME_CODE_DIGITS } from './login-form-input.ts';
import { fieldError } from './login-stage.ts';
import { useFocus } from './use-focus.ts';
import type { LoginFlow } from './use-login-flow.ts';

/** PASSWORDLESS_SUBMITTED: the code from the e-mail. */
export function PasswordlessSubmitted({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  const codeRef = useRef<HTMLInputElement>(null);
  const codeError = fieldError(state, 'code');
  useFocus(codeRef, state.invalid ?? state.error);

  return (
    <form
      noValidate
      onSubmit={onSubmitFormData(flow.submitCode)}
      className={css({ display: 'grid', gap: '4' })}
    >
      <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Check your email! We've sent you a one-time code to enter below.
      </p>
      <Field.Root invalid={codeError !== null} required>
        <Field.Label>One-time code</Field.Label>
        <Field.Input
          ref={codeRef}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={ONE_TIME_CODE_DIGITS}
          placeholder="123456"
          size="lg"
          letterSpacing="widest"
        />
        <Field.HelperText>Sent to {state.email}</Field.HelperText>
        {codeError && <Field.ErrorText>{codeError}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" size="lg" width="full" loading={state.pending === 'VALIDATE_CODE'}>
        Submit one-time code
      </Button>
      <BackLink onBack={flow.back} />
    </form>
  );
}
