import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { useFirstContentShown } from '../../lib/first-content.ts';
import { formatCount } from '../../lib/format.ts';
import { firstScreenRows, OVERVIEW_ROWS_STEP } from './row-counts.ts';

/**
 * The first rows up to the limit (row-counts.ts). While pages arrive the list grows at its end, so the
 * same rows are handed back (the same array) until one of the shown ones changes: the table is not
 * redrawn per page.
 */
export function useShownRows<T>(rows: readonly T[]) {
  const [limit, setLimit] = useState(OVERVIEW_ROWS_STEP);
  const firstScreenShown = useFirstContentShown();
  const drawn = firstScreenShown ? limit : Math.min(limit, firstScreenRows(globalThis.innerHeight ?? 0));
  const last = useRef<readonly T[]>([]);
  const next = rows.length > drawn ? rows.slice(0, drawn) : rows;
  const previous = last.current;
  if (next.length !== previous.length || next.some((row, i) => row !== previous[i])) last.current = next;
  return { shown: last.current, showMore: () => setLimit((n) => n + OVERVIEW_ROWS_STEP) };
}

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', pt: '3' });
const muted = css({ textStyle: 'sm', color: 'fg.muted' });

/** 'Showing 100 of 4,675' and the button for the next rows; nothing once every row is shown. */
export function ShowMoreRows({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (shown >= total) return null;
  return (
    <div className={bar}>
      <p className={muted}>
        Showing {formatCount(shown)} of {formatCount(total)}
      </p>
      <Button variant="outline" size="sm" onClick={onMore}>
        Show {formatCount(Math.min(OVERVIEW_ROWS_STEP, total - shown))} more
      </Button>
    </div>
  );
}
