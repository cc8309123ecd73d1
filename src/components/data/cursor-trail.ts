/**
 * How Previous works on cursor-paged lists. The API only hands out a cursor to the NEXT page
 * (CONTRACT.md §3), so the way back is remembered: the trail lists the cursors of the pages visited in
 * order, '' standing for the first page (no cursor). The URL stays the truth: the trail is re-synced to
 * the URL's cursor on every render, so the browser's Back button, a Refresh that clears the cursor or a
 * pasted link never leave it pointing somewhere else. A page opened from a link, with no trail behind
 * it, goes back to the first page.
 */
export type CursorTrail = readonly string[];

export const FIRST_PAGE = '';

const keyOf = (cursor: string | undefined) => cursor ?? FIRST_PAGE;

/** The trail as it should be for the page the URL shows. */
export function syncTrail(trail: CursorTrail, cursor: string | undefined): CursorTrail {
  const key = keyOf(cursor);
  const at = trail.lastIndexOf(key);
  if (at >= 0) return at === trail.length - 1 ? trail : trail.slice(0, at + 1);
  return key === FIRST_PAGE ? [FIRST_PAGE] : [FIRST_PAGE, key];
}

/** The trail after moving on to the page behind `nextCursor`. */
export function advanceTrail(
  trail: CursorTrail,
  cursor: string | undefined,
  nextCursor: string,
): CursorTrail {
  return [...syncTrail(trail, cursor), nextCursor];
}

/** Where Previous leads: the page before this one, or the first page (undefined = no cursor). */
export function previousCursor(trail: CursorTrail, cursor: string | undefined): string | undefined {
  const synced = syncTrail(trail, cursor);
  const before = synced[synced.length - 2];
  return before ? before : undefined;
}

/** The cursor carried by a list's next_url (absolute per CONTRACT.md §3; relative is tolerated). */
export function cursorFromNextUrl(nextUrl: string | null): string | null {
  if (!nextUrl) return null;
  try {
    return new URL(nextUrl, 'http://relative.invalid').searchParams.get('cursor') || null;
  } catch {
    return null;
  }
}
