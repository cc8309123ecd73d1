/** How many model badges a list row shows before '+N more'. */
export const MAX_ROW_BADGES = 5;

/**
 * The names a row shows and how many it leaves out. Cutting one name only to say '+1 more' saves
 * nothing, so a list one over the limit is shown whole.
 */
export function visibleBadges(names: readonly string[], max = MAX_ROW_BADGES) {
  if (names.length <= max + 1) return { shown: [...names], hidden: 0 };
  return { shown: names.slice(0, max), hidden: names.length - max };
}
