import { css } from 'styled-system/css';
import { ErrorIcon, Spinner, SuccessIcon } from '../../../components/ui/index.ts';
import { TESTING_TEXT, type TestOutcome } from './use-credential-test.ts';

const line = css({ display: 'flex', gap: '2', alignItems: 'flex-start', textStyle: 'sm', minH: '5' });
const icon = css({ flexShrink: 0, width: '5', height: '5', mt: '0.5' });

/** The test's outcome as a live region: words and an icon, never colour alone. */
export function TestOutcomeLine({ outcome }: { outcome: TestOutcome | null }) {
  return (
    <div role="status" aria-live="polite" className={line}>
      {outcome?.kind === 'testing' && <Spinner size="sm" decorative />}
      {outcome?.kind === 'success' && <SuccessIcon className={icon} color="var(--colors-green-9)" />}
      {outcome?.kind === 'error' && <ErrorIcon className={icon} color="var(--colors-red-9)" />}
      {outcome && (
        <span
          className={css({
            color: outcome.kind === 'error' ? 'fg.error' : 'fg.default',
            overflowWrap: 'anywhere',
          })}
        >
          {outcome.kind === 'testing' ? TESTING_TEXT : outcome.message}
        </span>
      )}
    </div>
  );
}
