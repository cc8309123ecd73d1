import { css } from 'styled-system/css';

export const SYSTEM_PRODUCT_TEXT =
  'This is a system product: the platform keeps it up to date with every model, so it cannot be edited or deleted.';

const note = css({
  borderWidth: '1px',
  borderRadius: 'l3',
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
