import { describe, expect, it } from 'vitest';
import { destination } from '../../test-support/destination.ts';
import { alertStatus } from './alert-status.ts';

describe('alertStatus (Last Sync Status badge)', () => {
  it('is red for ERROR', () => {
    expect(alertStatus(destination('a', 'ERROR'))).toEqual({ label: 'ERROR', tone: 'red' });
  });

  it('is orange for other failures, with the status as text', () => {
    expect(alertStatus(destination('a', 'PARTIAL_FAILURE'))).toEqual({
      label: 'PARTIAL_FAILURE',
      tone: 'orange',
    });
    expect(alertStatus(destination('a', 'CANCELLED'))).toEqual({ label: 'CANCELLED', tone: 'orange' });
  });

  it('reads UNKNOWN when no transfer has completed', () => {
    expect(alertStatus(destination('a', null))).toEqual({ label: 'UNKNOWN', tone: 'orange' });
  });
});
