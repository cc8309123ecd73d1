/**
 * What the destination form does besides drawing itself, for a form that is not the console's own:
 * the recipient's magic-link onboarding page (src/features/onboarding). Without an
 * adapter DestinationFormBody uses the console's endpoints with the signed-in session — POST
 * /test-destination, POST /destinations then the list, the recipient's key from POST
 * /actions/generate-ssh-key — and asks 'Send data to new destination' first. With one, those calls
 * are the adapter's and there is no confirmation (it asks staff for their organisation identifier).
 * Only creating is adaptable: editing a stored destination is a console-only flow.
 */
import type { ConnectionTest, DestinationWrite } from '../../../api/schemas/destination.ts';
import type { SshPublicKey } from '../../../api/schemas/ssh-key.ts';
import type { SubmitLabels } from '../../../components/form-tree/connection-test-actions.tsx';

export interface DestinationFormAdapter {
  /** Tests the prepared destination (CONTRACT.md §6). */
  test: (prepared: DestinationWrite) => Promise<ConnectionTest>;
  /** Creates it and moves on (e.g. to a success screen); rejects with an ApiError when refused. */
  create: (prepared: DestinationWrite) => Promise<void>;
  /** The recipient's public key as given with the definition; null when it gives none. */
  sshKey: SshPublicKey | null;
  /** The submit button's words, idle and while saving. */
  submitLabels: SubmitLabels;
}

export const SAVING_TEXT = 'Saving Destination...';
/** The console's own submit words. */
export const CONSOLE_LABELS: SubmitLabels = { idle: 'Save', busy: SAVING_TEXT };
/** Leads the server's reason when a test fails. */
export const TEST_FAILURE_TEXT = 'Error connecting to destination.';
