import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../api/schemas/destination.ts';
import { type Overdue, overdueOf, runningAt } from '../../../lib/overdue.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { hasTransferInFlight } from '../transfers-in-flight.ts';
import { detailQueries } from './queries.ts';

/**
 * Whether the destination is overdue (lib/overdue.ts), judged now from its last success as this device
 * has it, as the overview judges it: the organisation's default frequency for frequency 0, and a transfer
 * its activity shows PENDING or RUNNING (the first page, when this device has it: never fetched for
 * this) clears it.
 */
export function useOverdue(destination: Destination): Overdue | null {
  const environment = useEnvironment();
  const organization = useQuery(organizationQueries.detail(environment));
  const activity = useQuery({ ...detailQueries.firstActivity(environment, destination.id), enabled: false });
  const inFlight = hasTransferInFlight(activity.data?.items ?? []);
  // Now, as the overview judges (on-call-layer.tsx) and as the card's relative times read.
  const asOf = Date.now();
  return overdueOf(destination, {
    asOf,
    defaultFrequencyMinutes: organization.data?.default_frequency_minutes,
    running: inFlight && runningAt(activity.dataUpdatedAt, asOf),
  });
}
