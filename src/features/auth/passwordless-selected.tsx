import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { BackLink } from './back-link.tsx';
import { EmailField } from './email-field.tsx';
import { onSubmitFormData } from './form-submit.ts';
import { useFocus } from './use-focus.ts';
import type { LoginFlow } from './use-login-flow.ts';

/** PASSWORDLESS_SELECTED: the e-mail read-only; a code is offered unless SSO is enabled for it. */
export function PasswordlessSelected({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  const actionRef = useRef<HTMLButtonElement>(null);
  useFocus(actionRef, state.sso);

  return (
    <form
      noValidate
      onSubmit={onSubmitFormData(flow.sendCode)}
      className={css({ display: 'grid', gap: '4' })}
    >
      <EmailField defaultValue={state.email} error={null} readOnly />
      {state.sso === 'ENABLED' ? (
        <Button ref={actionRef} size="lg" width="full" onClick={() => flow.chooseSso()}>
          SSO is enabled. Sign in with SSO instead.
        </Button>
      ) : (
        <Button
          ref={actionRef}
          type="submit"
          size="lg"
          width="full"
          loading={state.pending === 'SEND_CODE' || state.sso === 'LOADING'}
        >
          Send me a one-time code
        </Button>
      )}
      <BackLink onBack={flow.back} />
    </form>
  );
}
