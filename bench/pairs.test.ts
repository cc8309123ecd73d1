import { describe, expect, it } from 'vitest';
import { alternated, rounds } from './pairs.ts';

describe('rounds', () => {
  it('warms every side up once, then rotates which side goes first', async () => {
    const order: string[] = [];
    const side = (name: string, value: number) => async () => {
      order.push(name);
      return value;
    };
    const result = await rounds(3, [side('a', 1), side('b', 2), side('c', 3)]);
    expect(order).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b']);
    expect(result).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
  });

  it('keeps each run in its round, whatever the order it ran in', async () => {
    let n = 0;
    const counted = async () => n++;
    const { a, b } = await alternated(2, counted, counted);
    // warm-ups 0 and 1; round 0 runs a (2) then b (3); round 1 runs b (4) then a (5)
    expect(a).toEqual([2, 5]);
    expect(b).toEqual([3, 4]);
  });
});
