/**
 * Vendor logos are served by the API (`/public/vendor-logos/<vendor>.svg`), so a new vendor needs no
 * console release. When one cannot load (offline, unknown vendor) a lettered badge stands in, rather
 * than the browser's broken-image icon.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { getApiBaseUrl } from '../api/http.ts';
import { vendorDisplayName } from '../api/schemas/vendor.ts';

/** The logo's size when none is given: one line of table text. */
export const VENDOR_LOGO_DEFAULT_PX = 20;

export const vendorLogoUrl = (vendor: string) =>
  `${getApiBaseUrl()}/public/vendor-logos/${encodeURIComponent(vendor)}.svg`;

const logo = css({ display: 'inline-block', flexShrink: 0, objectFit: 'contain' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'l1',
  bg: 'bg.emphasized',
  color: 'fg.muted',
  fontWeight: 'semibold',
  lineHeight: '1',
});
const nameRow = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minW: '0' });

export interface VendorLogoProps {
  vendor: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** '' (decorative) next to the vendor's name; the name itself when the logo stands alone. */
  alt?: string;
}

export function VendorLogo({ vendor, size = VENDOR_LOGO_DEFAULT_PX, alt = '' }: VendorLogoProps) {
  const src = vendorLogoUrl(vendor);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    const initial = vendorDisplayName(vendor).charAt(0).toUpperCase();
    const naming = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <span {...naming} className={badge} style={{ width: size, height: size, fontSize: size * 0.6 }}>
        {initial}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={logo}
      onError={() => setFailedSrc(src)}
    />
  );
}

/** The vendor as people read it: logo and display name ('PostgreSQL', not 'postgres'). */
export function VendorName({ vendor, size }: { vendor: string; size?: number }) {
  return (
    <span className={nameRow}>
      <VendorLogo vendor={vendor} size={size} />
      <span>{vendorDisplayName(vendor)}</span>
    </span>
  );
}
