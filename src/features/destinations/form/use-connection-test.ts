/**
 * The connection test (SPEC.md §4): processing, then the status the server gives, or an error. A
 * result belongs to the form revision it tested; after any edit it no longer shows, so Save is gated
 * on a test of exactly what will be saved.
 */
import { useCallback, useState } from 'react';
import type { ConnectionTest } from '../../../api/schemas/destination.ts';

export type TestOutcome = { kind: 'testing' } | { kind: 'success' } | { kind: 'error'; message: string };

export const TESTING_TEXT = 'Testing connection...';
export const SUCCESS_TEXT = 'Connection successful!';
export const FAILURE_TEXT = 'Error connecting to destination.';
export const TEST_FIRST_HINT = 'Test connection before saving.';

/** The text shown for an outcome: the spec's words, and the server's reason after a failure. */
export function outcomeText(outcome: TestOutcome): string {
  if (outcome.kind === 'testing') return TESTING_TEXT;
  if (outcome.kind === 'success') return SUCCESS_TEXT;
  return outcome.message ? `${FAILURE_TEXT} ${outcome.message}` : FAILURE_TEXT;
}

export function toOutcome(reply: ConnectionTest): TestOutcome {
  return reply.status === 'success' ? { kind: 'success' } : { kind: 'error', message: reply.message };
}

export function useConnectionTest(revision: number) {
  const [state, setState] = useState<{ at: number; outcome: TestOutcome } | null>(null);

  const run = useCallback(async (at: number, call: () => Promise<ConnectionTest>) => {
    setState({ at, outcome: { kind: 'testing' } });
    let outcome: TestOutcome;
    try {
      outcome = toOutcome(await call());
    } catch (error) {
      outcome = { kind: 'error', message: error instanceof Error ? error.message : '' };
    }
    setState((previous) => (previous?.at === at ? { at, outcome } : previous));
  }, []);

  const outcome = state?.at === revision ? state.outcome : null;
  return { outcome, passed: outcome?.kind === 'success', run };
}
