import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import { type AgeOf, DataAge } from '../../../components/data/data-age.tsx';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { VendorLogo } from '../../../components/vendor-logo.tsx';
import { SyncNowButton } from '../sync/sync-now-button.tsx';
import { EnabledSwitch } from './enabled-switch.tsx';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1', mb: '4' });
const title = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minW: '0',
  textStyle: '2xl',
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
});
// Under the actions: beside them on wide screens, where they sit at the end of the title's line.
const reasonRow = css({ textAlign: { md: 'end' }, mt: '-2', mb: '2' });
const actions = css({ display: 'flex', alignItems: 'center', gap: '4', ml: 'auto', flexWrap: 'wrap' });

interface DestinationHeaderProps {
  destination: Destination;
  /** The destination's query, for 'Data as of 14:02' when it is not fresh from the network. */
  age: AgeOf;
}

/**
 * Every page of a destination starts with this: Back, its name and logo, Sync Now and Enabled (both
 * disabled offline, with the reason under them), and the age of what is shown.
 */
export function DestinationHeader({ destination, age }: DestinationHeaderProps) {
  const write = useOfflineWrite();
  return (
    <header>
      <BackButton listHref="/destinations" />
      <div className={bar}>
        <h1 className={title}>
          <VendorLogo vendor={destination.vendor} size={32} />
          {destination.name}
        </h1>
        <div className={actions}>
          <SyncNowButton destination={destination} write={write} />
          <EnabledSwitch destination={destination} write={write} />
        </div>
      </div>
      {write.offline && (
        <div className={reasonRow}>
          <OfflineReason write={write} />
        </div>
      )}
      <DataAge query={age} />
    </header>
  );
}
