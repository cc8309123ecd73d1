/**
 * How many rows the overview's tables draw. A large organisation has thousands of successes and
 * hundreds of alerts: a table shows a step of rows at first and a step more on each 'Show more', so the
 * page never holds thousands; and the first screen draws only the rows a window of its height can show,
 * the rest of the step following once that screen is up (lib/first-content.ts).
 */
export const OVERVIEW_ROWS_STEP = 100;

/** A row of the overview's tables is at least this tall: one line of text and its padding. */
const ROW_MIN_HEIGHT_PX = 40;

/** The most rows a window this tall can show of a table (were the table to start at its top). */
export const firstScreenRows = (viewportHeightPx: number) =>
  Math.min(OVERVIEW_ROWS_STEP, Math.max(1, Math.ceil(viewportHeightPx / ROW_MIN_HEIGHT_PX)));
