/**
 * Adjustments to the preset's recipes, deep-merged over them. Menus open above dialogs and drawers
 * (the user menu lives in the phone's navigation drawer): Ark copies the content's z-index onto its
 * positioner, and the preset's "dropdown" layer sits below "modal". Touch-target sizes: touch.ts.
 */
import { touchRecipeOverrides, touchSlotRecipeOverrides } from './touch.ts';

export const recipeOverrides = touchRecipeOverrides;

export const slotRecipeOverrides = {
  ...touchSlotRecipeOverrides,
  menu: {
    base: {
      ...touchSlotRecipeOverrides.menu.base,
      content: { zIndex: 'popover' },
      positioner: { zIndex: 'popover' },
    },
  },
};
