import { describe, expect, it } from 'vitest';
import { isBufoId } from './bufo-id.ts';

const UUID = '6f1c2a4e-3b7d-4e8a-9c51-2d0f8b7a1e93';
const withSegment = (i: number, word: string) =>
  UUID.split('-')
    .map((s, k) => (k === i ? word : s))
    .join('-');

describe('isBufoId', () => {
  it('accepts a UUID with any one of its five segments replaced by bufo', () => {
    for (let i = 0; i < 5; i++) expect(isBufoId(withSegment(i, 'bufo')), `segment ${i}`).toBe(true);
  });

  it('reads the word and the hex without regard to case', () => {
    expect(isBufoId(withSegment(2, 'BUFO').toUpperCase())).toBe(true);
  });

  it('rejects a plain UUID, two bufos, and every segment replaced', () => {
    expect(isBufoId(UUID)).toBe(false);
    expect(isBufoId(withSegment(0, 'bufo').replace('3b7d', 'bufo'))).toBe(false);
    expect(isBufoId('bufo-bufo-bufo-bufo-bufo')).toBe(false);
  });

  it('rejects ids whose other segments are not UUID-shaped', () => {
    expect(isBufoId('bufo')).toBe(false);
    expect(isBufoId('bufo-3b7d-4e8a-9c51')).toBe(false);
    expect(isBufoId('bufo-3b7d-4e8a-9c51-2d0f8b7a1e93-00')).toBe(false);
    expect(isBufoId('bufo-3b7-4e8a-9c51-2d0f8b7a1e93')).toBe(false);
    expect(isBufoId('bufo-3b7g-4e8a-9c51-2d0f8b7a1e93')).toBe(false);
    expect(isBufoId('6f1c2a4e-bufo-4e8a-9c51-2d0f8b7a1e9')).toBe(false);
    expect(isBufoId('6f1c2a4e-bufos-4e8a-9c51-2d0f8b7a1e93')).toBe(false);
    expect(isBufoId('')).toBe(false);
  });
});
