/**
 * Palettes beyond the preset's blue, gray (slate) and red. `accent` is the name the preset's own recipes
 * use (selected buttons, text selection) but leaves undefined: it is our blue. The status badges of
 * SPEC.md §4 need green (SUCCESS) and orange (PENDING, alerts). Registered under their own names so that
 * `colorPalette: 'green'` / `'orange'` works in recipes and css().
 */
import blue from '@park-ui/panda-preset/colors/blue';
import green from '@park-ui/panda-preset/colors/green';
import orange from '@park-ui/panda-preset/colors/orange';

export const statusPaletteTokens = { green: green.tokens, orange: orange.tokens };
export const statusPaletteSemanticTokens = {
  accent: blue.semanticTokens,
  green: green.semanticTokens,
  orange: orange.semanticTokens,
};
