import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../ui/index.ts';
import { advanceTrail, type CursorTrail, previousCursor } from './cursor-trail.ts';
import { PAGE_SIZE_OPTIONS } from './page-size.ts';

/** What the control asks the route to put in the URL; undefined removes the param. */
export interface PageChange {
  cursor: string | undefined;
  page_size?: number;
}

interface PaginationProps {
  /** The URL's cursor (undefined on the first page). */
  cursor: string | undefined;
  /**
   * The cursor of the next page, from the shown page's next_url; null on the last page, and while a
   * previous page stands in for the one being loaded (its next cursor would lead to the same page).
   */
  nextCursor: string | null;
  pageSize: number;
  /** Writes the change to the URL; the list follows the URL. */
  onChange: (change: PageChange) => void;
}

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  pt: '3',
});
const select = css({
  minH: '11',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
});

export function Pagination({ cursor, nextCursor, pageSize, onChange }: PaginationProps) {
  const [trail, setTrail] = useState<CursorTrail>([]);
  const sizeId = useId();
  const sizes = [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);

  const goNext = () => {
    if (!nextCursor) return;
    setTrail(advanceTrail(trail, cursor, nextCursor));
    onChange({ cursor: nextCursor });
  };
  const goPrevious = () => onChange({ cursor: previousCursor(trail, cursor) });

  return (
    <nav className={bar} aria-label="Pagination">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className={select}
          value={pageSize}
          onChange={(e) => onChange({ cursor: undefined, page_size: Number(e.target.value) })}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button variant="outline" size="sm" disabled={cursor === undefined} onClick={goPrevious}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!nextCursor} onClick={goNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
