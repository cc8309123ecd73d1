import { describe, expect, it } from 'vitest';
import { reportFileName, reportWindow } from './report-window.ts';

describe('reportWindow', () => {
  it('runs from 30.9 days back to one day ahead, in UTC', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(reportWindow(now)).toEqual({
      // 30.9 days = 30 days and 21.6 hours.
      start: '2026-10-22T14:24:00.000Z',
      end: '2026-11-23T12:00:00.000Z',
    });
  });

  it('crosses a month and a year end', () => {
    const now = Date.parse('2027-01-05T00:00:00.000Z');
    expect(reportWindow(now)).toEqual({
      start: '2026-12-05T02:24:00.000Z',
      end: '2027-01-06T00:00:00.000Z',
    });
  });

  it('rejects a clock reading that is not a number', () => {
    expect(() => reportWindow(Number.NaN)).toThrow(RangeError);
  });
});

describe('reportFileName', () => {
  it('names the file by the UTC dates of the window', () => {
    expect(reportFileName(reportWindow(Date.parse('2026-11-22T12:00:00.000Z')))).toBe(
      'transfer-report-2026-10-22-to-2026-11-23.csv',
    );
  });
});
