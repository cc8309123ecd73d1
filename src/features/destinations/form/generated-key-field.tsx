import { css } from 'styled-system/css';
import type { SshPublicKey } from '../../../api/schemas/ssh-key.ts';
import { ConstantField } from '../../../components/form/constant-field.tsx';
import { Button, Spinner } from '../../../components/ui/index.ts';
import { keyText } from './generated-keys.ts';

/** Where the recipient's generated key stands. */
export type KeyState =
  | { status: 'no-recipient' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; key: SshPublicKey };

interface GeneratedKeyFieldProps {
  label: string;
  description: string | undefined;
  format: 'ssh_rsa' | 'pkcs8';
  state: KeyState;
}

const box = css({ display: 'grid', gap: '1.5', textStyle: 'sm' });
const title = css({ fontWeight: 'medium' });
const muted = css({ color: 'fg.muted' });

/**
 * The recipient's public key, read-only with a copy button: the customer adds it to their bastion's
 * authorized_keys (or their SFTP user). Generated on the server; the private key never leaves it.
 */
export function GeneratedKeyField({ label, description, format, state }: GeneratedKeyFieldProps) {
  if (state.status === 'ready') {
    return (
      <ConstantField label={label} description={description} value={keyText(state.key, format)} multiline />
    );
  }
  return (
    <div className={box}>
      <span className={title}>{label}</span>
      {state.status === 'no-recipient' && (
        <p className={muted}>Choose a recipient to generate its SSH key.</p>
      )}
      {state.status === 'loading' && (
        <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" label="Generating SSH key" />
          <span aria-hidden="true">Generating SSH key...</span>
        </span>
      )}
      {state.status === 'error' && (
        <div
          role="alert"
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
        >
          <span className={css({ color: 'fg.error' })}>{state.message}</span>
          <Button size="sm" variant="outline" onClick={state.retry}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
