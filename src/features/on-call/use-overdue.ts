import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Destination } from '../../api/schemas/destination.ts';
import type { Overdue } from '../../lib/overdue.ts';
import { useEnvironment } from '../auth/environment.ts';
import { organizationQueries } from '../auth/queries.ts';
import { detailQueries } from '../destinations/detail/queries.ts';
import { overdueBy, overdueInputs } from './overdue-inputs.ts';

/**
 * Whether the destination is overdue (lib/overdue.ts), judged now from its last success as this device
 * has it, with the inputs the overview judges with (overdue-inputs.ts): the organisation's default
 * frequency for frequency 0, and a transfer its cached activity shows PENDING or RUNNING clears it.
 */
export function useOverdue(destination: Destination): Overdue | null {
  const environment = useEnvironment();
  const client = useQueryClient();
  // Observed so that the card is judged again when they change; the activity is never fetched for this.
  useQuery(organizationQueries.detail(environment));
  useQuery({ ...detailQueries.firstActivity(environment, destination.id), enabled: false });
  return overdueBy(destination, overdueInputs(client, environment));
}
