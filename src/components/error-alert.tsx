import { css } from 'styled-system/css';
import { ErrorIcon } from './ui/index.ts';

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
  // The server's words may name a long table or column; they wrap rather than widen the page.
  overflowWrap: 'anywhere',
});

/**
 * A failure said where it happened, in the screen's sentence and then the server's own words: a
 * sign-in that failed, or a save, check or delete next to its control. Toasts go after five seconds;
 * this stays while the user reads and fixes what it names.
 */
export function ErrorAlert({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <div role="alert" className={box}>
      <ErrorIcon className={css({ color: 'red.11', flexShrink: 0, mt: '0.5' })} />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        {detail && <p>{detail}</p>}
      </div>
    </div>
  );
}
