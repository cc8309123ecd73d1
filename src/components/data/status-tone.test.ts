import { describe, expect, it } from 'vitest';
import { transferStatusTone } from './status-tone.ts';

describe('transferStatusTone (SPEC.md §4 badge colours)', () => {
  it.each([
    ['ERROR', 'red'],
    ['PENDING', 'orange'],
    ['CANCELLED', 'gray'],
    ['ORPHANED', 'gray'],
    ['RUNNING', 'blue'],
    ['SUCCESS', 'green'],
  ] as const)('%s is %s', (status, tone) => {
    expect(transferStatusTone(status)).toBe(tone);
  });

  it('shows statuses without a colour of their own in gray', () => {
    expect(transferStatusTone('PARTIAL_FAILURE')).toBe('gray');
    expect(transferStatusTone('EXPIRED')).toBe('gray');
    expect(transferStatusTone('UNKNOWN')).toBe('gray');
  });

  it('does not match statuses case-insensitively or by prototype keys', () => {
    expect(transferStatusTone('error')).toBe('gray');
    expect(transferStatusTone('toString')).toBe('gray');
  });
});
