/**
 * The end of the form: the connection test and its outcome, Save (enabled only after a passing test,
 * with the reason said when it is not), and Cancel when editing. The outcome is a live region, in
 * words and an icon, never colour alone. Offline, Test Connection and Save are disabled with the reason.
 */
import { useId } from 'react';
import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, ErrorIcon, LinkButton, Spinner, SuccessIcon } from '../../../components/ui/index.ts';
import type { SubmitLabels } from './form-adapter.ts';
import { outcomeText, TEST_FIRST_HINT, type TestOutcome } from './use-connection-test.ts';

interface FormActionsProps {
  outcome: TestOutcome | null;
  saving: boolean;
  onTest: () => void;
  /** Set when editing: Cancel goes back to the destination. */
  cancelHref?: string;
  /** The submit button's words; 'Save' / 'Saving Destination...' unless a form adapter says otherwise. */
  labels?: SubmitLabels;
}

export const SAVING_TEXT = 'Saving Destination...';
const CONSOLE_LABELS: SubmitLabels = { idle: 'Save', busy: SAVING_TEXT };

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const status = css({ display: 'flex', gap: '2', alignItems: 'flex-start', textStyle: 'sm', minH: '5' });
const icon = css({ flexShrink: 0, width: '5', height: '5', mt: '0.5' });

export function FormActions({
  outcome,
  saving,
  onTest,
  cancelHref,
  labels = CONSOLE_LABELS,
}: FormActionsProps) {
  const hintId = useId();
  const write = useOfflineWrite();
  const passed = outcome?.kind === 'success';
  const testing = outcome?.kind === 'testing';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div role="status" aria-live="polite" className={status}>
        {testing && <Spinner size="sm" decorative />}
        {outcome?.kind === 'success' && <SuccessIcon className={icon} color="var(--colors-green-9)" />}
        {outcome?.kind === 'error' && <ErrorIcon className={icon} color="var(--colors-red-9)" />}
        {outcome && (
          <span
            className={css({
              color: outcome.kind === 'error' ? 'fg.error' : 'fg.default',
              overflowWrap: 'anywhere',
            })}
          >
            {outcomeText(outcome)}
          </span>
        )}
      </div>
      <div className={bar}>
        <Button
          variant="outline"
          onClick={onTest}
          loading={testing}
          disabled={saving || write.offline}
          aria-describedby={write.describedBy()}
        >
          Test Connection
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={!passed || write.offline}
          aria-describedby={write.describedBy(!passed && hintId)}
        >
          {saving ? labels.busy : labels.idle}
        </Button>
        {cancelHref && (
          <LinkButton variant="ghost" to={cancelHref}>
            Cancel
          </LinkButton>
        )}
      </div>
      <OfflineReason write={write} />
      {!passed && (
        <p id={hintId} className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {TEST_FIRST_HINT}
        </p>
      )}
    </div>
  );
}
