import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';

/** Text for screen readers only (status words next to icons, "opens in a new tab"). */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={cx(visuallyHidden(), className)} />;
}
