import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { ExternalLinkIcon } from './icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/** A link to another site, opened in a new tab without handing it this window (noopener). */
export function ExternalLink({ children, className, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" className={cx(link(), linkColour, className)}>
      {children}
      <ExternalLinkIcon className={css({ flexShrink: 0 })} />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  );
}

const linkColour = css({ color: 'accent.text', textDecorationColor: 'currentColor' });
