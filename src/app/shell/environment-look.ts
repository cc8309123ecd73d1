/** How the environment switch looks, shared by the switch and the stand-in shown while it loads. */
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';

export const ENVIRONMENT_OPTIONS: readonly Environment[] = ['prod', 'staging'];

export const root = css({ display: 'grid', gap: '1.5', borderWidth: '0' });
export const label = css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' });
export const track = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  p: '1',
  bg: 'bg.muted',
  borderRadius: 'l2',
});
export const segment = css({
  justifyContent: 'center',
  minH: '10',
  _touch: { minH: '11' },
  px: '2',
  py: '0',
  textStyle: 'sm',
  display: 'flex',
  alignItems: 'center',
  // The checked segment wears the pill itself: Ark's measured indicator would force a layout of the
  // whole page while the first screen renders (about 50 ms on a large overview).
  _checked: { bg: 'bg.default', borderRadius: 'l1', boxShadow: 'xs' },
});
