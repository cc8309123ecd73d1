import { type LinkOptions, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { table } from 'styled-system/recipes';
import { ROW_CONTROLS, rowClickIntent } from './row-click.ts';
import { stackedRows } from './stacked-rows.ts';
import { plainLink, TextLink } from './text-link.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Counts line up on the right. */
  numeric?: boolean;
  /** In stacked rows (a phone), a short label in front of the value, e.g. 'Last attempt'. */
  stackLabel?: string;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** The first column's content becomes the row's link when rowLink is given. */
  columns: readonly [Column<Row>, ...Column<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowLink?: (row: Row) => LinkOptions;
  /** One line under the rows, e.g. '6 alerts'. */
  footer?: ReactNode;
  /** Below the phone breakpoint each row is stacked into one block (stacked-rows.ts); wider, unchanged. */
  stacked?: boolean;
}

// Wide tables scroll inside this box, never the page (390 px phones); it is focusable so keyboard users
// can scroll to columns that hold no link. Positioned, so that absolutely positioned parts of cells
// (visually hidden "Copied" announcements) are clipped by it instead of widening the page.
const scroller = css({
  position: 'relative',
  overflowX: 'auto',
  maxW: 'full',
  borderWidth: '1px',
  borderRadius: 'l2',
  bg: 'bg.default',
});
const nowrap = css({ whiteSpace: 'nowrap' });
// The first column (the name) wraps, so on a phone it does not push every other column off screen.
const lead = css({ whiteSpace: 'normal', minW: '40', overflowWrap: 'anywhere' });
const numeric = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const clickable = css({ cursor: 'pointer' });
// The row's link fills the height of its 56 px cell, so a finger on the name hits it (44 px target).
const rowLinkLook = css({ display: 'flex', alignItems: 'center', minH: '11' });

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLink,
  footer,
  stacked = false,
}: DataTableProps<Row>) {
  const router = useRouter();
  const slots = table({ size: 'md', variant: 'plain' });
  const stack = stacked ? stackedRows : undefined;

  const onRowClick = (link: LinkOptions) => (e: MouseEvent<HTMLTableRowElement>) => {
    const intent = rowClickIntent({
      button: e.button,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
      defaultPrevented: e.defaultPrevented,
      onControl: e.target instanceof Element && e.target.closest(ROW_CONTROLS) !== null,
      selecting: (window.getSelection()?.toString() ?? '') !== '',
    });
    if (intent === 'navigate') void router.navigate(link);
    if (intent === 'new-tab') window.open(router.buildLocation(link).href, '_blank', 'noopener');
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={scroller} aria-label={`${label} table`} tabIndex={0}>
      <table className={cx(slots.root, stack?.root)} aria-label={label}>
        <thead className={cx(slots.head, stack?.head)}>
          <tr className={slots.row}>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cx(slots.header, nowrap, c.numeric && numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cx(slots.body, stack?.body)}>
          {rows.map((row) => {
            const link = rowLink?.(row);
            return (
              <tr
                key={rowKey(row)}
                className={cx(slots.row, link && clickable, stack?.row)}
                onClick={link ? onRowClick(link) : undefined}
                onAuxClick={link ? onRowClick(link) : undefined}
              >
                {columns.map((c, i) => (
                  <td
                    key={c.header}
                    className={cx(
                      slots.cell,
                      i === 0 ? lead : nowrap,
                      c.numeric && numeric,
                      i === 0 ? stack?.lead : stack?.cell,
                    )}
                    data-label={stack && i > 0 ? c.stackLabel : undefined}
                  >
                    {i === 0 && link ? (
                      <TextLink {...link} className={cx(plainLink, rowLinkLook)}>
                        {c.cell(row)}
                      </TextLink>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {footer !== undefined && (
          <tfoot className={cx(slots.footer, stack?.footer)}>
            <tr>
              <td colSpan={columns.length} className={cx(slots.cell, css({ color: 'fg.muted' }))}>
                {footer}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
