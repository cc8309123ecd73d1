import { css } from 'styled-system/css';

/** Shared look of radio and checkbox groups: a fieldset whose legend reads like a field label. */
export const choiceGroup = css({ display: 'grid', gap: '1.5', minW: '0', border: 'none', p: '0', m: '0' });
export const choiceLegend = css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', mb: '1' });
export const choiceList = css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '1' });
// 44 px rows on touch screens; the native control keeps its own focus ring.
export const choiceItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: { base: '11', md: '8' },
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
  '&:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.disabled' },
  '& input': { width: '4', height: '4', accentColor: 'var(--colors-accent-default)', flexShrink: 0 },
});
export const choiceHelp = css({ textStyle: 'sm', color: 'fg.muted' });
export const choiceError = css({ textStyle: 'sm', color: 'fg.error' });
