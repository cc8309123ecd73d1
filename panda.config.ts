import { defineConfig } from '@pandacss/dev';
import { createPreset } from '@park-ui/panda-preset';
import blue from '@park-ui/panda-preset/colors/blue';
import slate from '@park-ui/panda-preset/colors/slate';
import {
  conditions,
  contrastSemanticTokens,
  contrastTokens,
  fontTokens,
  globalCss,
  layerStyles,
  recipeOverrides,
  slotRecipeOverrides,
  statusPaletteSemanticTokens,
  statusPaletteTokens,
  withContrast,
} from './src/theme/index.ts';

export default defineConfig({
  preflight: true,
  presets: [createPreset({ accentColor: blue, grayColor: slate, radius: 'md' })],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  globalCss,
  conditions: { extend: conditions },
  // Tokens of our own live in src/theme and are merged here.
  theme: {
    extend: {
      tokens: { colors: withContrast(statusPaletteTokens, contrastTokens), fonts: fontTokens },
      semanticTokens: { colors: withContrast(statusPaletteSemanticTokens, contrastSemanticTokens) },
      layerStyles,
      recipes: recipeOverrides,
      slotRecipes: slotRecipeOverrides,
    },
  },
  // Slot recipes are wired through createStyleContext (src/components/ui), which the extractor cannot
  // follow to a variant, and colorPalette values are chosen at run time (status badges); generate these
  // up front so every combination the UI can reach has its CSS.
  staticCss: {
    css: [{ properties: { colorPalette: ['accent', 'gray', 'red', 'green', 'orange', 'blue'] } }],
    recipes: {
      badge: ['*'],
      button: ['*'],
      clipboard: ['*'],
      dialog: ['*'],
      drawer: ['*'],
      field: ['*'],
      input: ['*'],
      link: ['*'],
      menu: ['*'],
      segmentGroup: ['*'],
      spinner: ['*'],
      switchRecipe: ['*'],
      table: ['*'],
      tabs: ['*'],
      toast: ['*'],
    },
  },
});
