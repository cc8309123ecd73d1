import { defineGlobalStyles } from '@pandacss/dev';

/**
 * Page-wide rules the preset leaves open: no sideways page scrolling at 390 px (wide tables scroll in
 * their own box), a visible keyboard focus ring everywhere, and calmer text rendering.
 */
export const globalCss = defineGlobalStyles({
  'html, body': {
    overflowX: 'hidden',
    minHeight: '100dvh',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  },
  body: { background: 'bg.canvas', fontFamily: 'body' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  'img, svg': { maxWidth: '100%' },
});
