import { defineGlobalStyles } from '@pandacss/dev';

/**
 * Page-wide rules the preset leaves open: no sideways page scrolling at 390 px (wide tables scroll in
 * their own box), a visible keyboard focus ring everywhere, calmer text rendering, and the browser's own
 * parts (form controls, scrollbars) in the page's light or dark scheme.
 */
export const globalCss = defineGlobalStyles({
  'html, body': {
    // clip, not hidden: `hidden` would make <body> a scroll container of its own, and the sticky side
    // navigation would then scroll away with the page instead of staying in view.
    overflowX: 'clip',
    minHeight: '100dvh',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  },
  body: { background: 'bg.canvas', fontFamily: 'body' },
  // Form controls, scrollbars and the canvas behind the body follow the theme (`.dark`: public/first-paint.js).
  ':root': { colorScheme: 'light' },
  ':root.dark': { colorScheme: 'dark' },
  // The prerendered sign-in screen and signed-in frame (src/app/first-paint.tsx) paint only where
  // public/first-paint.js allows it.
  '[data-first-paint]': { display: 'none' },
  'html[data-show-first-paint="login"] [data-first-paint="login"]': { display: 'block' },
  'html[data-show-first-paint="shell"] [data-first-paint="shell"]': { display: 'block' },
  // Its frame names the environment last chosen (both badges are in the HTML, each in a box-less span).
  '[data-first-paint-environment]': { display: 'contents' },
  'html:not([data-first-paint-environment="staging"]) [data-first-paint-environment="staging"]': {
    display: 'none',
  },
  'html[data-first-paint-environment="staging"] [data-first-paint-environment="prod"]': { display: 'none' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  'img, svg': { maxWidth: '100%' },
  // A closed layer (a dialog's backdrop, a menu, the palette) stays in the page until its exit animation
  // ends (Ark's presence unmounts it on animationend). Under load WebKit may never finish that animation:
  // the invisible layer must not take the clicks meant for what lies under it. (`!important`: Ark sets
  // pointer-events inline on some contents.)
  '[data-scope]:is([data-part="backdrop"], [data-part="content"])[data-state="closed"], [data-scope][data-part="positioner"]:has(> [data-part="content"][data-state="closed"])':
    { pointerEvents: 'none !important' },
});
