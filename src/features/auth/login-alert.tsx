import { css } from 'styled-system/css';
import { ErrorIcon } from '../../components/ui/index.ts';
import type { LoginMessage } from './login-stage.ts';

const box = css({
  display: 'flex',
  gap: '3',
  p: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'red.7',
  borderLeftWidth: '4px',
  borderLeftColor: 'red.9',
  bg: 'red.2',
  color: 'fg.default',
  textStyle: 'sm',
});

/** A sign-in failure: the screen's sentence, then the server's own words (e.g. too many attempts). */
export function LoginAlert({ message, detail }: LoginMessage) {
  return (
    <div role="alert" className={box}>
      <ErrorIcon className={css({ color: 'red.11', flexShrink: 0, mt: '0.5' })} />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{message}</p>
        {detail && <p>{detail}</p>}
      </div>
    </div>
  );
}
