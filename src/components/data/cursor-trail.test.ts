import { describe, expect, it } from 'vitest';
import { advanceTrail, cursorFromNextUrl, previousCursor, syncTrail } from './cursor-trail.ts';

describe('cursor trail (Previous on cursor-paged lists)', () => {
  it('walks forward and back through the pages visited', () => {
    let trail = syncTrail([], undefined);
    trail = advanceTrail(trail, undefined, 'c2');
    trail = advanceTrail(trail, 'c2', 'c3');
    expect(previousCursor(trail, 'c3')).toBe('c2');
    expect(previousCursor(trail, 'c2')).toBeUndefined();
  });

  it('follows the browser Back button instead of replaying a stale trail', () => {
    const trail = ['', 'c2', 'c3', 'c4'];
    // Back in the browser took the URL from c4 to c3: Previous must now lead to c2, not c3.
    expect(previousCursor(trail, 'c3')).toBe('c2');
    expect(advanceTrail(trail, 'c3', 'c4b')).toEqual(['', 'c2', 'c3', 'c4b']);
  });

  it('returns a page opened from a link to the first page', () => {
    expect(previousCursor([], 'deep')).toBeUndefined();
    expect(syncTrail(['', 'a'], 'deep')).toEqual(['', 'deep']);
  });

  it('starts over when the cursor is cleared (Refresh, page size change)', () => {
    expect(syncTrail(['', 'c2', 'c3'], undefined)).toEqual(['']);
    expect(previousCursor(['', 'c2', 'c3'], undefined)).toBeUndefined();
  });
});

describe('cursorFromNextUrl', () => {
  it('reads the cursor out of an absolute next_url, decoding it', () => {
    const cursor = btoa(JSON.stringify({ id: 'd1', last_seen_sort_value: '2026-01-01T00:00:00Z' }));
    const url = `https://api.example.com/api/destinations?page_size=30&cursor=${encodeURIComponent(cursor)}`;
    expect(cursorFromNextUrl(url)).toBe(cursor);
  });

  it('tolerates a relative next_url', () => {
    expect(cursorFromNextUrl('/api/destinations?cursor=abc%3D')).toBe('abc=');
  });

  it('gives null when there is no next page or no cursor in it', () => {
    expect(cursorFromNextUrl(null)).toBeNull();
    expect(cursorFromNextUrl('https://api.example.com/api/destinations?page_size=30')).toBeNull();
  });
});
