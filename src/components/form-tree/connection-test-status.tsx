import { TestOutcomeLine } from '../form/test-outcome-line.tsx';
import { outcomeText, type TestOutcome } from './use-connection-test.ts';

/** A connection test's outcome; `failure` leads the server's reason ('Error connecting to source.'). */
export function ConnectionTestStatus({ outcome, failure }: { outcome: TestOutcome | null; failure: string }) {
  return <TestOutcomeLine kind={outcome?.kind} text={outcome ? outcomeText(outcome, failure) : ''} />;
}
