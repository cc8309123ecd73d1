/**
 * A connection test (SPEC.md §4): processing, then the status the server gives, or an error. A result
 * belongs to the form revision it tested; after any edit it no longer shows, so Save is gated on a
 * test of exactly what will be saved. The state lives in the form's component: leaving the form
 * forgets it.
 */
import { useCallback, useState } from 'react';
import type { ConnectionTest } from '../../api/schemas/destination.ts';

export type TestOutcome = { kind: 'testing' } | { kind: 'success' } | { kind: 'error'; message: string };

export const TESTING_TEXT = 'Testing connection...';
export const SUCCESS_TEXT = 'Connection successful!';
export const TEST_FIRST_HINT = 'Test connection before saving.';

/** The text shown for an outcome: the spec's words, and after a failure the reason behind `failure`. */
export function outcomeText(outcome: TestOutcome, failure: string): string {
  if (outcome.kind === 'testing') return TESTING_TEXT;
  if (outcome.kind === 'success') return SUCCESS_TEXT;
  return outcome.message ? `${failure} ${outcome.message}` : failure;
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
    return outcome;
  }, []);

  const outcome = state?.at === revision ? state.outcome : null;
  return { outcome, passed: outcome?.kind === 'success', run };
}
