import { css } from 'styled-system/css';
import type { Source } from '../../../api/schemas/source.ts';
import { vendorDisplayName } from '../../../api/schemas/vendor.ts';
import { RelativeTime } from '../../../components/data/relative-time.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { VendorLogo } from '../../../components/vendor-logo.tsx';
import { sourceLinks } from '../source-hrefs.ts';
import { sourceLocation } from '../source-values.ts';

const LOGO_PX = 40;

const card = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '1',
  alignItems: 'start',
  height: '100%',
  p: '5',
  layerStyle: 'card',
  color: 'fg.default',
  textDecoration: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'border.emphasized', boxShadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
});
const name = css({ textStyle: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const host = css({ fontFamily: 'mono', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const meta = css({
  gridColumn: '2',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
  mt: '2',
  textStyle: 'sm',
  color: 'fg.muted',
});

/** One source on the /sources grid (SPEC.md §2.8); the whole card opens the source. */
export function SourceCard({ source }: { source: Source }) {
  const location = sourceLocation(source);
  return (
    <TextLink {...sourceLinks.general(source.id)} className={card}>
      <span className={css({ gridRow: 'span 3' })}>
        <VendorLogo vendor={source.vendor} size={LOGO_PX} />
      </span>
      <span className={name}>{source.name}</span>
      <span className={host}>{location || '—'}</span>
      <span className={meta}>
        <span>{vendorDisplayName(source.vendor)}</span>
        <span>
          Created <RelativeTime iso={source.created_at} />
        </span>
      </span>
    </TextLink>
  );
}
