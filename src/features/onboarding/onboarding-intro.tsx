import { css } from 'styled-system/css';
import type { Onboarding } from '../../api/schemas/magic-link.ts';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { VendorLogo } from '../../components/vendor-logo.tsx';
import { formatExpiry } from './expiry.ts';

const LOGO_PX = 40;
const head = css({ display: 'flex', alignItems: 'center', gap: '3' });
const text = css({ display: 'grid', gap: '2', color: 'fg.muted' });
const strong = css({ color: 'fg.default', fontWeight: 'semibold' });

/** Who asks whom for what: the organisation, the recipient, the vendor, and until when. */
export function OnboardingIntro({ onboarding }: { onboarding: Onboarding }) {
  const vendor = vendorDisplayName(onboarding.vendor);
  return (
    <header className={css({ display: 'grid', gap: '3' })}>
      <div className={head}>
        <VendorLogo vendor={onboarding.vendor} size={LOGO_PX} />
        <h1 className={css({ textStyle: { base: 'xl', md: '2xl' }, fontWeight: 'semibold' })}>
          Set up your {vendor} destination
        </h1>
      </div>
      <div className={text}>
        <p>
          <span className={strong}>{onboarding.organization_name}</span> asks{' '}
          <span className={strong}>{onboarding.recipient_name}</span> to set up a {vendor} destination, so
          that {onboarding.organization_name} can send your data to it.
        </p>
        <p>
          Fill in your connection details, test the connection, then submit. Fields shown read-only were set
          by {onboarding.organization_name}. This link works once and expires on{' '}
          <time dateTime={onboarding.expires_at}>{formatExpiry(onboarding.expires_at)}</time>.
        </p>
      </div>
    </header>
  );
}
