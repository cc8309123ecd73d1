import { describe, expect, it } from 'vitest';
import { visibleBadges } from './visible-badges.ts';

const names = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

describe('visibleBadges', () => {
  it('shows a short list whole', () => {
    expect(visibleBadges(names(3), 5)).toEqual({ shown: names(3), hidden: 0 });
  });

  it('shows a list one over the limit whole rather than saying "+1 more"', () => {
    expect(visibleBadges(names(6), 5)).toEqual({ shown: names(6), hidden: 0 });
  });

  it('cuts a long list after the limit and counts the rest', () => {
    expect(visibleBadges(names(12), 5)).toEqual({ shown: names(5), hidden: 7 });
  });
});
