import { describe, expect, it } from 'vitest';
import { REPORT_IDS_MAX, reportDestinationIds } from './report-destinations.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d${i}` }));

describe('reportDestinationIds', () => {
  it('names every listed destination of a complete list', () => {
    expect(reportDestinationIds(list(3), true)).toEqual(['d0', 'd1', 'd2']);
    expect(reportDestinationIds(list(REPORT_IDS_MAX), true)).toHaveLength(REPORT_IDS_MAX);
  });

  it('asks for every destination (no ids) while the list loads, or when the ids would not fit a URL', () => {
    expect(reportDestinationIds(undefined, false)).toBeUndefined();
    expect(reportDestinationIds(list(3), false)).toBeUndefined();
    expect(reportDestinationIds(list(REPORT_IDS_MAX + 1), true)).toBeUndefined();
  });
});
