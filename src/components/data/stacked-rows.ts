import { css } from 'styled-system/css';

/**
 * A DataTable drawn as stacked rows below the phone breakpoint (md, where the shell folds its side
 * navigation away): each row is one card-like block, so a 390 px screen reads every column without
 * scrolling sideways. Only the display changes: the elements stay a table with its column headers
 * (visually hidden, still read), so screen readers and axe see the same table as on a desktop, which is
 * drawn exactly as before (every rule here is under `mdDown`).
 *
 * Row layout: the first cell (the name and the row's link) spans the row; each cell whose column has a
 * stack label spans the row with its label in front ('Last attempt 5 min ago'); the other cells share
 * a line two by two, the second at the right edge (vendor on the left, status badge on the right).
 *
 * The name cell and the other cells get one class each, written out in full rather than shared by a
 * spread: two classes on one element must not set the same property under the same condition (atomic
 * CSS gives no order between them), and the CSS extractor reads literal objects.
 */
export const stackedRows = {
  root: css({ mdDown: { display: 'block' } }),
  head: css({ mdDown: { display: 'block', srOnly: true } }),
  body: css({ mdDown: { display: 'block' } }),
  row: css({
    mdDown: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1',
      px: '4',
      py: '2',
      // Rows below the fold are not laid out or painted until scrolled near: a phone lays out the
      // first screen's rows, not a hundred. Their height is remembered once drawn.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 7rem',
    },
  }),
  cell: css({
    mdDown: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '2',
      minW: '0',
      h: 'auto',
      px: '0',
      py: '0.5',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'left',
      // The label is drawn by CSS, not put in the DOM: the cell's text (copied, read by tests, spoken)
      // stays its value alone, and the empty alternative text keeps screen readers, which announce the
      // column header already, from reading the label a second time.
      '&[data-label]': {
        gridColumn: '1 / -1',
        _before: { content: 'attr(data-label) / ""', color: 'fg.muted' },
      },
    },
  }),
  // The name's link grows to the full width of the row, so a short name still makes a 44 px target.
  lead: css({
    mdDown: {
      display: 'flex',
      alignItems: 'center',
      gridColumn: '1 / -1',
      minW: '0',
      h: 'auto',
      px: '0',
      py: '0',
      fontSize: 'md',
      '& > a': { flex: '1' },
    },
  }),
  footer: css({ mdDown: { display: 'block', '& tr, & td': { display: 'block' } } }),
};
