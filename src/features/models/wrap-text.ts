import { css } from 'styled-system/css';

/**
 * Table cells do not wrap (DataTable), which suits names and times; a free-text description would
 * stretch the table across several screens, so it wraps inside a readable width instead.
 */
export const wrapText = css({
  display: 'block',
  whiteSpace: 'normal',
  minW: '12rem',
  maxW: '28rem',
  overflowWrap: 'anywhere',
  // Cells have no vertical padding of their own; wrapped lines would touch the row lines.
  py: '2',
});
