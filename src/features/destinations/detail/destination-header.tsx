import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import { BackButton } from '../../../components/detail/back-button.tsx';
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
const actions = css({ display: 'flex', alignItems: 'center', gap: '4', ml: 'auto', flexWrap: 'wrap' });

/** Every page of a destination starts with this: Back, its name and logo, Sync Now and Enabled. */
export function DestinationHeader({ destination }: { destination: Destination }) {
  return (
    <header>
      <BackButton listHref="/destinations" />
      <div className={bar}>
        <h1 className={title}>
          <VendorLogo vendor={destination.vendor} size={32} />
          {destination.name}
        </h1>
        <div className={actions}>
          <SyncNowButton destination={destination} />
          <EnabledSwitch destination={destination} />
        </div>
      </div>
    </header>
  );
}
