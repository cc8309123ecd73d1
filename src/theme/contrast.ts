/**
 * Text contrast meets WCAG 2.1 AA (4.5:1), checked by axe in tests/a11y.spec.ts. The Radix scales fall
 * short in three places, so the light theme (the one the console shows) adjusts its tokens:
 * - step 11 of blue, green and orange on its own step 3 (status badges, the current navigation item)
 *   is 4.0–4.25:1: those steps 11 are darkened just enough for about 4.8:1, and `text` (links, the
 *   current item) uses that solid step 11 instead of the translucent a11;
 * - white on step 9 (solid buttons: blue, and red for dangerous actions) is 3.3–3.9:1: solid fills use
 *   step 11 (5.2–5.4:1) and a darker shade of it on hover;
 * - red step 9 as error text (fg.error) is 3.8–3.9:1: it uses red step 11 (5.1:1).
 * The dark theme (offline/color-scheme.ts) falls short in two of the same places, the other way round:
 * - white on the bright dark step 9 (solid buttons) is 3.3:1 for blue, 3.9:1 for red: solid fills use
 *   the dark step 8 (5.1–5.4:1) and step 7 on hover (6.7–7.9:1);
 * - red dark step 9 as error text is 4.5:1 on bg.default, just short: it uses dark step 11 (8.4:1).
 * Its steps 11 on their steps 3 (badges) and a11 as `text` are 7:1 or more and stay as they are.
 * Borders and focus rings only need 3:1 and keep the preset's colours (dark blue 8 is 3.5:1 as a ring).
 */

const light11 = (hex: string) => ({ light: { 11: { value: hex } } });

/** Deep-merged over the preset's and status-colors.ts's raw scales. */
export const contrastTokens = {
  blue: light11('#0c6bbe'),
  green: light11('#1e7750'),
  orange: light11('#b64500'),
};

const solidFill = (palette: 'blue' | 'red', hover: string) => ({
  default: { value: { _light: `{colors.${palette}.light.11}`, _dark: `{colors.${palette}.dark.8}` } },
  emphasized: { value: { _light: hover, _dark: `{colors.${palette}.dark.7}` } },
});
const solidText = (palette: 'blue' | 'green' | 'orange') => ({
  text: { value: { _light: `{colors.${palette}.light.11}`, _dark: `{colors.${palette}.dark.a11}` } },
});

/** Deep-merged over the preset's semantic colours (`accent` is our blue: status-colors.ts). */
export const contrastSemanticTokens = {
  blue: { ...solidFill('blue', '#0a5ca3'), ...solidText('blue') },
  accent: { ...solidFill('blue', '#0a5ca3'), ...solidText('blue') },
  red: solidFill('red', '#b5262b'),
  green: solidText('green'),
  orange: solidText('orange'),
  fg: { error: { value: { _light: '{colors.red.light.11}', _dark: '{colors.red.dark.11}' } } },
};

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `over` laid on top, key by key (panda.config.ts lays these over our palettes). */
export function withContrast<T extends Tree>(base: T, over: Tree): T {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = isTree(under) && isTree(value) ? withContrast(under, value) : value;
  }
  return merged as T;
}
