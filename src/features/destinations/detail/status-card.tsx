import type { Destination } from '../../../api/schemas/destination.ts';
import { LastSuccessTime, RelativeTime } from '../../../components/data/relative-time.tsx';
import { StatusBadge } from '../../../components/data/status-badge.tsx';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { lateWords, type Overdue } from '../../../lib/overdue.ts';
import { failureTarget } from './last-failure.ts';
import { LastSyncError } from './last-sync-error.tsx';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <StatusBadge status="Enabled" tone="green" />
  ) : (
    <StatusBadge status="Disabled" tone="gray" />
  );
}

/**
 * Status: when data last arrived and whether the destination is on; for an alert (its last completed
 * transfer did not succeed) also that transfer's status and why the last failed one failed, with a
 * link to its job page, online and offline; and, when it has not transferred for more than twice its
 * schedule, how overdue it is (`overdue`: on-call judges it, lib/overdue.ts).
 */
export function StatusCard({ destination, overdue }: { destination: Destination; overdue: Overdue | null }) {
  const last = destination.last_completed_transfer;
  const target = failureTarget(destination);
  return (
    <InfoCard title="Status">
      <InfoItem term="Last Successful Transfer">
        <LastSuccessTime iso={destination.last_successful_transfer_ended_at} />
      </InfoItem>
      <InfoItem term="Current Status">
        <EnabledBadge enabled={destination.is_enabled} />
      </InfoItem>
      {overdue && (
        <InfoItem term="Schedule">
          <StatusBadge status="OVERDUE" tone="orange" />{' '}
          {lateWords(overdue, Date.now(), new Intl.DateTimeFormat().resolvedOptions().timeZone)}
        </InfoItem>
      )}
      {last && target && (
        <>
          <InfoItem term="Last Sync Status">
            {/* The overview's colours: red for ERROR, orange for any other status that is not a success. */}
            <StatusBadge status={last.status} tone={last.status === 'ERROR' ? 'red' : 'orange'} />
            {last.ended_at && (
              <>
                {' '}
                <RelativeTime iso={last.ended_at} />
              </>
            )}
          </InfoItem>
          <InfoItem term="Last Sync Error">
            <LastSyncError destinationId={destination.id} target={target} />
          </InfoItem>
        </>
      )}
    </InfoCard>
  );
}
