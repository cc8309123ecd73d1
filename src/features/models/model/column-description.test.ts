import { describe, expect, it } from 'vitest';
import { columnDescription } from './column-description.ts';

describe('columnDescription', () => {
  it('keeps a written description', () => {
    expect(columnDescription('Order identifier.')).toEqual({ text: 'Order identifier.', missing: false });
  });

  it("reads 'undefined' (SPEC.md §2.6) for a missing or blank description, marked as missing", () => {
    expect(columnDescription(undefined)).toEqual({ text: 'undefined', missing: true });
    expect(columnDescription('  ')).toEqual({ text: 'undefined', missing: true });
  });
});
