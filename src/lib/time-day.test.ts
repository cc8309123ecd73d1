import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from './time.ts';

describe('formatDay (chart day labels)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names the day short for the axis and long for the readout: 'Nov 22', 'Sun, Nov 22, 2026'", () => {
    expect(formatDay('2026-11-22')).toBe('Nov 22');
    expect(formatDay('2026-11-22', 'long')).toBe('Sun, Nov 22, 2026');
    expect(formatDay('2027-01-01', 'long')).toBe('Fri, Jan 1, 2027');
    expect(formatDay('2028-02-29', 'long')).toBe('Tue, Feb 29, 2028');
  });

  it('keeps the date as sent whatever the viewer zone (a day is not an instant)', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatDay('2026-11-22')).toBe('Nov 22');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(formatDay('2026-11-22')).toBe('Nov 22');
  });

  it('rejects anything but a real yyyy-MM-dd, naming it', () => {
    for (const bad of ['', '2026-11-22T00:00:00Z', '2026-2-3', '2026-02-30', '22/11/2026', 'today']) {
      expect(() => formatDay(bad)).toThrow(RangeError);
    }
    expect(() => formatDay('2026-02-30')).toThrow('"2026-02-30"');
  });
});
