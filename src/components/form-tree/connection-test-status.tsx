import { css } from 'styled-system/css';
import { ErrorIcon, Spinner, SuccessIcon } from '../ui/index.ts';
import { outcomeText, type TestOutcome } from './use-connection-test.ts';

const status = css({ display: 'flex', gap: '2', alignItems: 'flex-start', textStyle: 'sm', minH: '5' });
const icon = css({ flexShrink: 0, width: '5', height: '5', mt: '0.5' });

/**
 * Where a connection test's outcome is announced: a live region, in words and an icon, never colour
 * alone. `failure` leads the server's reason ('Error connecting to source.').
 */
export function ConnectionTestStatus({ outcome, failure }: { outcome: TestOutcome | null; failure: string }) {
  return (
    <div role="status" aria-live="polite" className={status}>
      {outcome?.kind === 'testing' && <Spinner size="sm" decorative />}
      {outcome?.kind === 'success' && <SuccessIcon className={icon} color="var(--colors-green-9)" />}
      {outcome?.kind === 'error' && <ErrorIcon className={icon} color="var(--colors-red-9)" />}
      {outcome && (
        <span
          className={css({
            color: outcome.kind === 'error' ? 'fg.error' : 'fg.default',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          })}
        >
          {outcomeText(outcome, failure)}
        </span>
      )}
    </div>
  );
}
