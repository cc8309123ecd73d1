/**
 * Adjustments to the preset's recipes, deep-merged over them. Menus open above dialogs and drawers
 * (the user menu lives in the phone's navigation drawer): Ark copies the content's z-index onto its
 * positioner, and the preset's "dropdown" layer sits below "modal".
 */
export const slotRecipeOverrides = {
  menu: { base: { content: { zIndex: 'popover' }, positioner: { zIndex: 'popover' } } },
};
