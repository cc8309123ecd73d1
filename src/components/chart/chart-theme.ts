/**
 * uPlot paints on a canvas, which cannot read CSS variables: the theme's colours and font are looked up
 * on the chart's element when it is drawn, so the chart follows the same tokens as the rest of the
 * page. Each has a fallback close to the theme for the moment the stylesheet is not there (tests).
 */
export interface ChartTheme {
  bar: string;
  axis: string;
  grid: string;
  /** The column behind the bar under the pointer. */
  hover: string;
  font: string;
}

const TOKENS = {
  bar: ['--colors-accent-default', '#0d74ce'],
  axis: ['--colors-fg-muted', '#60646c'],
  grid: ['--colors-border-subtle', '#e8e8ec'],
  hover: ['--colors-gray-a3', '#0000330f'],
} as const;

const AXIS_FONT_PX = 12;

export function readChartTheme(el: Element): ChartTheme {
  const style = getComputedStyle(el);
  const token = ([name, fallback]: readonly [string, string]) =>
    style.getPropertyValue(name).trim() || fallback;
  return {
    bar: token(TOKENS.bar),
    axis: token(TOKENS.axis),
    grid: token(TOKENS.grid),
    hover: token(TOKENS.hover),
    font: `${AXIS_FONT_PX}px ${style.fontFamily || 'system-ui, sans-serif'}`,
  };
}
