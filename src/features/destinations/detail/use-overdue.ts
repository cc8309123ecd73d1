import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../api/schemas/destination.ts';
import { type Overdue, overdueOf, runningAt } from '../../../lib/overdue.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { detailQueries } from './queries.ts';
import { useDestination } from './use-destination.ts';

/**
 * Whether the destination is overdue (lib/overdue.ts), judged as of the time its data was fetched, as the
 * overview judges it: the organisation's default frequency for frequency 0, and a transfer its activity
 * shows PENDING or RUNNING (the first page, when this device has it: never fetched for this) clears it.
 */
export function useOverdue(destination: Destination): Overdue | null {
  const environment = useEnvironment();
  const { query } = useDestination(destination.id);
  const organization = useQuery(organizationQueries.detail(environment));
  const activity = useQuery({ ...detailQueries.firstActivity(environment, destination.id), enabled: false });
  const inFlight = (activity.data?.items ?? []).some(
    (log) =>
      log.type === 'transfer' && (log.transfer.status === 'PENDING' || log.transfer.status === 'RUNNING'),
  );
  const asOf = query.dataUpdatedAt || Date.now();
  return overdueOf(destination, {
    asOf,
    defaultFrequencyMinutes: organization.data?.default_frequency_minutes,
    running: inFlight && runningAt(activity.dataUpdatedAt, asOf),
  });
}
