import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageSearch } from './page-search.ts';

describe('pageSearch (cursor and page_size from the URL)', () => {
  it('lets any page_size through untouched so the page-size rule can report it', () => {
    for (const raw of ['abc', 0, 500, 2.5, true, null, { a: 1 }]) {
      expect(v.parse(pageSearch, { page_size: raw }).page_size).toEqual(raw);
    }
  });

  it('keeps a numeric page_size a number, so the URL is written back as ?page_size=10', () => {
    expect(v.parse(pageSearch, { page_size: 10 })).toEqual({ page_size: 10 });
  });

  it('reads a cursor the router parsed as a number back as text', () => {
    expect(v.parse(pageSearch, { cursor: 12345678 }).cursor).toBe('12345678');
    expect(v.parse(pageSearch, { cursor: 'eyJpZCI6ImQxIn0=' }).cursor).toBe('eyJpZCI6ImQxIn0=');
  });

  it('drops a cursor that cannot be one instead of failing the route', () => {
    expect(v.parse(pageSearch, { cursor: { id: 1 } }).cursor).toBeUndefined();
    expect(v.parse(pageSearch, { cursor: true }).cursor).toBeUndefined();
  });

  it('accepts an empty search', () => {
    expect(v.parse(pageSearch, {})).toEqual({});
  });
});
