import { css, cx } from 'styled-system/css';
import { type SpinnerVariantProps, spinner } from 'styled-system/recipes';
import { VisuallyHidden } from './visually-hidden.tsx';

const openArc = css({ borderBottomColor: 'transparent', borderInlineStartColor: 'transparent' });

export interface SpinnerProps extends SpinnerVariantProps {
  /** What is loading, read by screen readers ("Loading destinations"). */
  label?: string;
  /** Inside a control that already says it is busy (a button's text): hide it from screen readers. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', decorative = false, ...variants }: SpinnerProps) {
  const wheel = <span aria-hidden="true" className={cx(spinner(variants), openArc)} />;
  if (decorative) return wheel;
  return (
    <span role="status" className={css({ display: 'inline-flex', alignItems: 'center' })}>
      {wheel}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
