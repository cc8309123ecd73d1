import { css } from 'styled-system/css';
import { ErrorIcon } from '../../components/ui/index.ts';

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
  overflowWrap: 'anywhere',
});

/**
 * A failure said next to the control that caused it. The toast says it too, but toasts go after five
 * seconds; a message that names the missing column has to stay while the user reads and fixes it.
 */
export function InlineAlert({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className={box}>
      <ErrorIcon className={css({ color: 'red.11', flexShrink: 0, mt: '0.5' })} />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
