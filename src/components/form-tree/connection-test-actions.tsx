/**
 * The end of a form tree's form (destination, source): the connection test and its outcome, Save
 * (enabled only after a test of the current values passed, with the reason said while it has not),
 * and Cancel when editing. Offline, Test Connection and Save are disabled with the reason.
 */
import { useId } from 'react';
import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../form/offline-reason.tsx';
import { Button, LinkButton } from '../ui/index.ts';
import { ConnectionTestStatus } from './connection-test-status.tsx';
import { TEST_FIRST_HINT, type TestOutcome } from './use-connection-test.ts';

/** The submit button's words, idle and while saving. */
export interface SubmitLabels {
  idle: string;
  busy: string;
}

export interface ConnectionTestActionsProps {
  outcome: TestOutcome | null;
  saving: boolean;
  onTest: () => void;
  /** Leads the server's reason when a test fails ('Error connecting to source.'). */
  failure: string;
  labels: SubmitLabels;
  /** Set when editing: Cancel goes back to the stored object. */
  cancelHref?: string | undefined;
}

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

export function ConnectionTestActions(props: ConnectionTestActionsProps) {
  const { outcome, saving, onTest, failure, labels, cancelHref } = props;
  const hintId = useId();
  const write = useOfflineWrite();
  const passed = outcome?.kind === 'success';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ConnectionTestStatus outcome={outcome} failure={failure} />
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
