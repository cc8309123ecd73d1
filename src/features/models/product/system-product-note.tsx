import { css } from 'styled-system/css';

export const SYSTEM_PRODUCT_TEXT =
  'This is a system product: the platform keeps it up to date with every model, so it cannot be edited or deleted.';

// The card, on the subtler fill of something that cannot be acted on.
const note = css({
  layerStyle: 'card',
  bg: 'bg.subtle',
  p: { base: '4', md: '5' },
  color: 'fg.muted',
});

/** Said where the Danger Zone would be (SPEC.md §6: system products cannot be edited or deleted). */
export function SystemProductNote() {
  return (
    <p role="note" className={note}>
      {SYSTEM_PRODUCT_TEXT}
    </p>
  );
}
