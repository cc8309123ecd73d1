import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, nameIn, nameLookupOf } from './name-lookup.ts';

describe('credential name lookup', () => {
  const rows = [
    { id: 'r1', name: 'Acme' },
    { id: 'r2', name: 'Globex' },
  ];
  const ok = { error: null, fetchStatus: 'idle' } as const;

  it('names known ids and says Not Found for the others', () => {
    const lookup = nameLookupOf({ ...ok, data: rows });
    expect(nameIn(lookup, 'r2')).toBe('Globex');
    expect(nameIn(lookup, 'gone')).toBe(NOT_FOUND_TEXT);
    expect(NOT_FOUND_TEXT).toBe('Not Found');
  });

  it('does not claim Not Found before the list is known, when it failed, nor offline with nothing saved', () => {
    expect(nameLookupOf({ ...ok, data: undefined, fetchStatus: 'fetching' })).toEqual({ status: 'loading' });
    const failed = nameLookupOf({ data: undefined, error: new Error('500'), fetchStatus: 'idle' });
    expect(failed).toEqual({ status: 'failed' });
    expect(nameIn(failed, 'r1')).toBeNull();
    expect(nameLookupOf({ ...ok, data: undefined, fetchStatus: 'paused' })).toEqual({ status: 'not-saved' });
  });

  it('prefers a cached list over a failed refresh', () => {
    expect(nameIn(nameLookupOf({ data: rows, error: new Error('500'), fetchStatus: 'idle' }), 'r1')).toBe(
      'Acme',
    );
  });
});
