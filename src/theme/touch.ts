/**
 * Touch targets (WCAG 2.5.5, the console's rule): every control is at least 44 px tall on a phone-width
 * screen or with a coarse pointer (any touch screen, tablets included). Mouse users on wide screens keep
 * the preset's denser 40 px controls. `_touch` is usable in recipes and css() alike.
 */
export const conditions = {
  touch: '@media (max-width: 767.98px), (pointer: coarse)',
};

/** 44 px: spacing token 11. */
const target = { minH: '11' };

/** Plain recipes: buttons (and links drawn as buttons), inputs and native selects. */
export const touchRecipeOverrides = {
  button: { base: { _touch: { ...target, minW: '11' } } },
  input: { base: { _touch: target } },
  textarea: { base: { _touch: target } },
};

/** Slot recipes: the part a finger hits. A switch's and checkbox's hit area is its whole label. */
export const touchSlotRecipeOverrides = {
  switchRecipe: { base: { root: { _touch: target } } },
  checkbox: { base: { root: { _touch: target } } },
  radioGroup: { base: { item: { _touch: target } } },
  tabs: { base: { trigger: { _touch: target } } },
  segmentGroup: { base: { item: { _touch: target } } },
  menu: { base: { item: { _touch: target }, triggerItem: { _touch: target } } },
  select: { base: { trigger: { _touch: target }, item: { _touch: target } } },
};
