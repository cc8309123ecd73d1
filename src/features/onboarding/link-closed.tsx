import { css } from 'styled-system/css';
import type { MagicLinkState } from '../../api/schemas/magic-link.ts';

const TITLES: Record<Exclude<MagicLinkState, 'active'> | 'unknown', string> = {
  used: 'This magic link was already used',
  expired: 'This magic link has expired',
  unknown: 'This magic link does not work',
};

const box = css({
  display: 'grid',
  gap: '3',
  p: { base: '4', md: '6' },
  layerStyle: 'card',
});

/** Why a link offers no form, in the server's own words (used, expired, or unknown: 404). */
export function LinkClosed({ state, reason }: { state: keyof typeof TITLES; reason: string }) {
  return (
    <section className={box} aria-labelledby="link-closed-heading">
      <h1 id="link-closed-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {TITLES[state]}
      </h1>
      <p role="status">{reason}</p>
    </section>
  );
}
