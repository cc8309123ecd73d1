import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type ComponentProps, forwardRef } from 'react';
import { css } from 'styled-system/css';

export const plainLink = css({
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});

/** The anchor the router's Link renders: the plain text-link look unless a className replaces it. */
const Anchor = forwardRef<HTMLAnchorElement, ComponentProps<'a'>>(function Anchor(
  { className = plainLink, ...rest },
  ref,
) {
  return <a ref={ref} className={className} {...rest} />;
});

const RouterAnchor = createLink(Anchor);
const EXACT = { exact: true };
const NO_ACTIVE_PROPS = {};

/**
 * An in-app link with a typed `to` (and params), navigated by the router; modified clicks stay with the
 * browser (new tab, new window). Unlike the router's default it is not preloaded on intent and gets no
 * 'active' class; only a link to the very page shown is marked (aria-current), not one to a page above
 * it such as a back link to the list. Pages that want more say so (the destination rows preload
 * themselves, tabs mark their current one).
 */
export const TextLink: LinkComponent<typeof Anchor> = (props) => (
  <RouterAnchor preload={false} activeOptions={EXACT} activeProps={NO_ACTIVE_PROPS} {...props} />
);
