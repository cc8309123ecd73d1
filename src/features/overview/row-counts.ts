/**
 * How many rows the overview's tables draw. A large organisation has thousands of successes and
 * hundreds of alerts: a table shows a step of rows at first and a step more on each 'Show more', so the
 * page never holds thousands; and the first screen draws only what a tall window shows of it, the rest
 * of the step following once that screen is up (lib/first-content.ts).
 */
export const OVERVIEW_ROWS_STEP = 100;
export const OVERVIEW_FIRST_SCREEN_ROWS = 30;
