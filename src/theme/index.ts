/** The console's additions to the Park UI preset, merged in panda.config.ts. */
export { fontTokens } from './fonts.ts';
export { globalCss } from './global-css.ts';
export { slotRecipeOverrides } from './recipe-overrides.ts';
export { statusPaletteSemanticTokens, statusPaletteTokens } from './status-colors.ts';
