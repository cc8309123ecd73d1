/** The console's additions to the Park UI preset, merged in panda.config.ts. */
export { contrastSemanticTokens, contrastTokens, withContrast } from './contrast.ts';
export { fontTokens } from './fonts.ts';
export { globalCss } from './global-css.ts';
export { layerStyles } from './layer-styles.ts';
export { recipeOverrides, slotRecipeOverrides } from './recipe-overrides.ts';
export { statusPaletteSemanticTokens, statusPaletteTokens } from './status-colors.ts';
export { conditions } from './touch.ts';
