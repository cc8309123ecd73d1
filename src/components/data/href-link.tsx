import { useNavigate } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';

export const plainLink = css({
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});

interface HrefLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'onClick' | 'className' | 'children'> {
  href: string;
  children: ReactNode;
  /** Replaces the plain text-link look, e.g. with a button recipe. */
  className?: string;
}

/**
 * An in-app link by href, navigated by the router (no page load). Rows and buttons link to pages that
 * arrive with later screens (/destinations/{id}, /destinations/new), so this takes a plain href instead
 * of a typed `to` that would not compile before those routes exist. Modified clicks stay with the
 * browser (new tab, new window).
 */
export function HrefLink({ href, children, className = plainLink, ...rest }: HrefLinkProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a {...rest} href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
