/** How the environment switch looks, shared by the switch and the stand-in shown while it loads. */
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';

export const ENVIRONMENT_OPTIONS: readonly Environment[] = ['prod', 'staging'];

export const root = css({ display: 'grid', gap: '1.5', borderWidth: '0' });
export const label = css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' });
export const track = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  position: 'relative',
  p: '1',
  bg: 'bg.muted',
  borderRadius: 'l2',
});
export const segment = css({
  zIndex: '1',
  justifyContent: 'center',
  minH: '10',
  _touch: { minH: '11' },
  px: '2',
  py: '0',
  textStyle: 'sm',
  display: 'flex',
  alignItems: 'center',
});
// Ark measures the checked segment into --left/--top/--width/--height; the pill follows them.
export const indicator = css({
  bg: 'bg.default',
  borderRadius: 'l1',
  boxShadow: 'xs',
  borderWidth: '0',
  left: 'var(--left)',
  top: 'var(--top)',
  width: 'var(--width)',
  height: 'var(--height)',
  transform: 'none',
});
/** The stand-in has no measured indicator: its checked segment wears the pill itself. */
export const checkedStandIn = css({ bg: 'bg.default', borderRadius: 'l1', boxShadow: 'xs' });
