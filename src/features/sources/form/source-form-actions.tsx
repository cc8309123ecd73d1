/**
 * The end of the source form: the connection test and its outcome, Save (enabled only after a test of
 * the current values passed, with the reason said while it has not), and Cancel when editing.
 * Offline, Test Connection and Save are disabled with the reason.
 */
import { useId } from 'react';
import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { ConnectionTestStatus } from '../../../components/form-tree/connection-test-status.tsx';
import { TEST_FIRST_HINT, type TestOutcome } from '../../../components/form-tree/use-connection-test.ts';
import { Button, LinkButton } from '../../../components/ui/index.ts';

export const SAVING_TEXT = 'Saving Source...';
/** Leads the server's reason when a test fails (the destination form's wording, for sources). */
export const SOURCE_TEST_FAILURE_TEXT = 'Error connecting to source.';

interface SourceFormActionsProps {
  outcome: TestOutcome | null;
  saving: boolean;
  onTest: () => void;
  /** Set when editing: Cancel goes back to the source. */
  cancelHref?: string | undefined;
}

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

export function SourceFormActions({ outcome, saving, onTest, cancelHref }: SourceFormActionsProps) {
  const hintId = useId();
  const write = useOfflineWrite();
  const passed = outcome?.kind === 'success';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ConnectionTestStatus outcome={outcome} failure={SOURCE_TEST_FAILURE_TEXT} />
      <div className={bar}>
        <Button
          variant="outline"
          onClick={onTest}
          loading={outcome?.kind === 'testing'}
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
          {saving ? SAVING_TEXT : 'Save'}
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
