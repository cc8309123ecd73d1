/**
 * The 'Test credential' button: logs in to the source with the typed username and password (POST
 * /test-recipient-source-credential). The outcome belongs to the values it tested: any edit clears
 * it, and an answer that arrives after an edit is dropped.
 */
import { useCallback, useRef, useState } from 'react';
import { sourceCredentialsApi } from '../../../api/endpoints/source-credentials.ts';
import { isApiError } from '../../../api/errors.ts';
import type { RecipientSourceCredentialWrite } from '../../../api/schemas/recipient.ts';

export type TestOutcome =
  | { kind: 'testing' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export const TESTING_TEXT = 'Testing connection...';
const SUCCESS_TEXT = 'Connection successful!';
const FAILED_TEXT = 'Source credential connection test failed.';

export function useCredentialTest() {
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const revision = useRef(0);

  const reset = useCallback(() => {
    revision.current += 1;
    setOutcome(null);
  }, []);

  const run = async (credential: RecipientSourceCredentialWrite) => {
    const mine = ++revision.current;
    setOutcome({ kind: 'testing' });
    let next: TestOutcome;
    try {
      const reply = await sourceCredentialsApi.test(credential);
      next =
        reply.status === 'success'
          ? { kind: 'success', message: reply.message || SUCCESS_TEXT }
          : { kind: 'error', message: reply.message || FAILED_TEXT };
    } catch (error) {
      next = { kind: 'error', message: isApiError(error) ? error.message : FAILED_TEXT };
    }
    if (mine === revision.current) setOutcome(next);
  };

  return { outcome, run, reset };
}
