import type { Destination } from '../../../api/schemas/destination.ts';
import { LastSuccessTime } from '../../../components/data/relative-time.tsx';
import { StatusBadge } from '../../../components/data/status-badge.tsx';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <StatusBadge status="Enabled" tone="green" />
  ) : (
    <StatusBadge status="Disabled" tone="gray" />
  );
}

/** Status: when data last arrived and whether the destination is on. */
export function StatusCard({ destination }: { destination: Destination }) {
  return (
    <InfoCard title="Status">
      <InfoItem term="Last Successful Transfer">
        <LastSuccessTime iso={destination.last_successful_transfer_ended_at} />
      </InfoItem>
      <InfoItem term="Current Status">
        <EnabledBadge enabled={destination.is_enabled} />
      </InfoItem>
    </InfoCard>
  );
}
