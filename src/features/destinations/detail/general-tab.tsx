import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { Overdue } from '../../../lib/overdue.ts';
import { useDestinationGeneralMark } from './content-mark.ts';
import { DetailsCard } from './details-card.tsx';
import { RecipientCard } from './recipient-card.tsx';
import { StatusCard } from './status-card.tsx';
import { useDestination } from './use-destination.ts';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
});

/**
 * The General tab (SPEC.md §2.4): Status, Recipient and Details. Offline, when the destination's own
 * detail is not saved, from the snapshot's lists, as online; from an overview entry an older console
 * saved, Details says what it lacks (`unsaved`). How overdue it is comes from on-call (the route's).
 */
export function GeneralTab({ destination, overdue }: { destination: Destination; overdue: Overdue | null }) {
  useDestinationGeneralMark(destination.id);
  const { unsaved } = useDestination(destination.id);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={grid}>
        <StatusCard destination={destination} overdue={overdue} />
        <RecipientCard
          recipientId={destination.recipient_id}
          idInProviderSystem={destination.id_in_provider_system}
        />
      </div>
      <DetailsCard destination={destination} unsaved={unsaved} />
    </div>
  );
}
