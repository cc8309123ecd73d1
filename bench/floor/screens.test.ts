import { describe, expect, it } from 'vitest';
import { destinationHash, parseScreen } from './screens.ts';

describe('the floor’s screens', () => {
  it('are named by the hash', () => {
    expect(parseScreen('#login')).toEqual({ kind: 'login' });
    expect(parseScreen('#overview/snapshot')).toEqual({ kind: 'overview', source: 'snapshot' });
    expect(parseScreen('#overview/network')).toEqual({ kind: 'overview', source: 'network' });
    expect(parseScreen('#destination/d-1/snapshot')).toEqual({
      kind: 'destination',
      id: 'd-1',
      source: 'snapshot',
    });
  });

  it('link a row to its destination, whatever its id holds', () => {
    const id = 'a/b #c%';
    expect(parseScreen(destinationHash(id, 'network'))).toEqual({
      kind: 'destination',
      id,
      source: 'network',
    });
  });

  it('name nothing for any other hash', () => {
    for (const hash of [
      '',
      '#',
      '#overview',
      '#overview/cache',
      '#destination//network',
      '#destination/%E0/network',
    ])
      expect(parseScreen(hash)).toEqual({ kind: 'unknown', hash });
  });
});
