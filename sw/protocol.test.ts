import { describe, expect, it } from 'vitest';
import { readAppMessage } from './protocol.ts';

describe('readAppMessage', () => {
  it('understands the skip-waiting request workbox-window sends', () => {
    expect(readAppMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
  });

  it('ignores anything else instead of acting on it', () => {
    for (const data of [null, 'SKIP_WAITING', { type: 'skip_waiting' }, { kind: 'SKIP_WAITING' }]) {
      expect(readAppMessage(data)).toBeNull();
    }
  });
});
