import { css } from 'styled-system/css';
import { ErrorIcon, Spinner, SuccessIcon } from '../ui/index.ts';

const line = css({ display: 'flex', gap: '2', alignItems: 'flex-start', textStyle: 'sm', minH: '5' });
const icon = css({ flexShrink: 0, width: '5', height: '5', mt: '0.5' });

export type OutcomeKind = 'testing' | 'success' | 'error';

/**
 * Where a test's outcome (a connection, a credential) is announced: a live region, in words and an
 * icon, never colour alone. Nothing shows before the first test.
 */
export function TestOutcomeLine({ kind, text }: { kind: OutcomeKind | undefined; text: string }) {
  return (
    <div role="status" aria-live="polite" className={line}>
      {kind === 'testing' && <Spinner size="sm" decorative />}
      {kind === 'success' && <SuccessIcon className={icon} color="var(--colors-green-9)" />}
      {kind === 'error' && <ErrorIcon className={icon} color="var(--colors-red-9)" />}
      {kind && (
        <span
          className={css({
            color: kind === 'error' ? 'fg.error' : 'fg.default',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          })}
        >
          {text}
        </span>
      )}
    </div>
  );
}
