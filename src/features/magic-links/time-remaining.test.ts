import { describe, expect, it } from 'vitest';
import { EXPIRED_TEXT, timeRemaining } from './time-remaining.ts';

const created = '2026-11-20T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('timeRemaining', () => {
  it('reads 7 days 0 hours the moment a link is made', () => {
    expect(timeRemaining(created, at(created))).toBe('7 days 0 hours');
  });

  it('rounds down to whole days and hours while a day or more is left', () => {
    expect(timeRemaining(created, at('2026-11-20T10:00:01.000Z'))).toBe('6 days 23 hours');
    expect(timeRemaining(created, at('2026-11-25T08:30:00.000Z'))).toBe('2 days 1 hour');
    expect(timeRemaining(created, at('2026-11-26T09:00:00.000Z'))).toBe('1 day 1 hour');
  });

  it('shows hours and minutes on the last day, then minutes', () => {
    expect(timeRemaining(created, at('2026-11-26T10:00:00.000Z'))).toBe('1 day 0 hours');
    expect(timeRemaining(created, at('2026-11-26T10:00:01.000Z'))).toBe('23 hours 59 min');
    expect(timeRemaining(created, at('2026-11-27T08:59:00.000Z'))).toBe('1 hour 1 min');
    expect(timeRemaining(created, at('2026-11-27T09:15:00.000Z'))).toBe('45 min');
    expect(timeRemaining(created, at('2026-11-27T09:59:30.000Z'))).toBe('Less than a minute');
  });

  it("reads 'Expired' from exactly 7 days on", () => {
    expect(timeRemaining(created, at('2026-11-27T10:00:00.000Z'))).toBe(EXPIRED_TEXT);
    expect(timeRemaining(created, at('2027-01-01T00:00:00.000Z'))).toBe('Expired');
  });

  it('rejects a timestamp it cannot read', () => {
    expect(() => timeRemaining('soon', 0)).toThrow(RangeError);
  });
});
