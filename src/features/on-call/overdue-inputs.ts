/**
 * The overdue rule's inputs (lib/overdue.ts) as this device has them, gathered once for every place that
 * judges: the overview's on-call part, the destination's Status card and the palette's documents. Read
 * from the query cache, never fetched: the organisation's default frequency (for destinations on
 * frequency 0) and the destinations with a transfer seen in flight, judged now, as the relative times
 * beside them read ("last success 3 days ago"). The destinations themselves are the caller's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import type { Organization } from '../../api/schemas/organization.ts';
import {
  type Overdue,
  type OverdueContext,
  type OverdueFacts,
  overdueOf,
  runningAt,
} from '../../lib/overdue.ts';
import { organizationKeys } from '../auth/queries.ts';
import { transfersInFlight } from './transfers-in-flight.ts';

export interface OverdueInputs {
  /** Epoch ms the destinations are judged at. */
  asOf: number;
  /** The organisation's default_frequency_minutes; undefined while it is not cached. */
  defaultFrequencyMinutes: number | undefined;
  /** Destinations with a transfer seen PENDING or RUNNING, each with when (runningAt says which count). */
  running: ReadonlyMap<string, number>;
}

export function overdueInputs(
  client: QueryClient,
  environment: Environment,
  asOf: number = Date.now(),
): OverdueInputs {
  return {
    asOf,
    defaultFrequencyMinutes: client.getQueryData<Organization>(organizationKeys.detail(environment))
      ?.default_frequency_minutes,
    running: transfersInFlight(client, environment),
  };
}

/** How overdue one destination is by the gathered inputs, or null. */
export function overdueBy(destination: OverdueFacts & { id: string }, inputs: OverdueInputs): Overdue | null {
  const context: OverdueContext = {
    asOf: inputs.asOf,
    defaultFrequencyMinutes: inputs.defaultFrequencyMinutes,
    running: runningAt(inputs.running.get(destination.id), inputs.asOf),
  };
  return overdueOf(destination, context);
}
