import { describe, expect, it } from 'vitest';
import { pendingOf } from './pending-value.tsx';

describe('pendingOf', () => {
  const idle = { error: null, fetchStatus: 'idle' } as const;
  const fetching = { error: null, fetchStatus: 'fetching' } as const;
  const paused = { error: null, fetchStatus: 'paused' } as const;
  const failed = { error: new Error('500'), fetchStatus: 'idle' } as const;

  it('is loading while every query is on its way or not started', () => {
    expect(pendingOf(fetching, idle)).toBe('loading');
  });

  it('says not saved when a query waits for the network (offline, nothing cached)', () => {
    expect(pendingOf(idle, paused)).toBe('not-saved');
  });

  it('names a failure before the offline wait', () => {
    expect(pendingOf(paused, failed)).toBe('failed');
  });
});
