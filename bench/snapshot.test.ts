import { describe, expect, it } from 'vitest';
import { describeSnapshot, snapshotSize } from './snapshot.ts';

const rows = [
  { key: ['prod', 'overview-pages', 0], size: 36_000 },
  { key: ['prod', 'guides', 'detail', 'postgres'], size: 9_000 },
  { key: ['prod', 'overview-pages', 1], size: 35_000 },
  { key: ['prod', 'destinations', 'detail', 'd1'], size: 1_000 },
  { key: ['prod', 'guides', 'detail', 'snowflake'], size: 11_000 },
];

describe('snapshotSize', () => {
  it("sums the rows' sizes and counts them", () => {
    expect(snapshotSize(rows)).toMatchObject({ rows: 5, size: 92_000 });
  });

  it('groups them by the area of their key, largest first', () => {
    expect(snapshotSize(rows).areas).toEqual([
      { area: 'overview-pages', rows: 2, size: 71_000 },
      { area: 'guides', rows: 2, size: 20_000 },
      { area: 'destinations', rows: 1, size: 1_000 },
    ]);
  });

  it('is empty for an empty snapshot, and names a key without an area', () => {
    expect(snapshotSize([])).toEqual({ rows: 0, size: 0, areas: [] });
    expect(snapshotSize([{ key: ['prod'], size: 3 }]).areas).toEqual([{ area: '?', rows: 1, size: 3 }]);
  });
});

describe('describeSnapshot', () => {
  it('writes the totals and each area in KiB', () => {
    expect(describeSnapshot(snapshotSize(rows))).toBe(
      '5 rows, 89.8 KiB: overview-pages 2 rows 69.3 KiB, guides 2 rows 19.5 KiB, destinations 1 row 1.0 KiB',
    );
  });
});
