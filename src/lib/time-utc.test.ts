import { describe, expect, it } from 'vitest';
import { utcInstantFromDateTime } from './time.ts';

describe('utcInstantFromDateTime', () => {
  it('reads a zoneless date-time as UTC, whatever the machine zone', () => {
    expect(utcInstantFromDateTime('2026-11-22T14:02')).toBe('2026-11-22T14:02:00Z');
    expect(utcInstantFromDateTime('2026-03-29T01:30:15')).toBe('2026-03-29T01:30:15Z');
  });

  it('rejects partial, impossible and zoned values, naming them', () => {
    for (const bad of ['', '2026-11-22', '2026-02-30T10:00', '2026-11-22T25:00', '2026-11-22T14:02Z']) {
      expect(() => utcInstantFromDateTime(bad)).toThrow(RangeError);
    }
    expect(() => utcInstantFromDateTime('2026-02-30T10:00')).toThrow('"2026-02-30T10:00"');
  });
});
