import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
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
 * The General tab (SPEC.md §2.4): Status, Recipient and Details. Offline, from the overview's entry
 * when the destination's own detail is not saved (`partial`): Details then says what it lacks.
 */
export function GeneralTab({ destination }: { destination: Destination }) {
  useDestinationGeneralMark(destination.id);
  const { partial } = useDestination(destination.id);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={grid}>
        <StatusCard destination={destination} />
        <RecipientCard recipientId={destination.recipient_id} />
      </div>
      <DetailsCard destination={destination} partial={partial} />
    </div>
  );
}
