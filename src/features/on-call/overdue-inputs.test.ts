import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RUNNING_SEEN_MS } from '../../lib/overdue.ts';
import { overdueBy, overdueInputs } from './overdue-inputs.ts';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

/** Enabled, on the organisation's default schedule, last success three days before NOW. */
const destination = (id: string) => ({
  id,
  is_enabled: true,
  frequency_minutes: 0,
  last_successful_transfer_ended_at: new Date(NOW - 72 * HOUR).toISOString(),
});

function clientWith({ defaultMinutes, runningSeen }: { defaultMinutes?: number; runningSeen?: number }) {
  const client = new QueryClient();
  if (defaultMinutes !== undefined)
    client.setQueryData(['prod', 'organization', 'detail'], { default_frequency_minutes: defaultMinutes });
  if (runningSeen !== undefined)
    client.setQueryData(
      ['prod', 'destinations', 'detail', 'd1', 'activity', { page_size: 20 }],
      { items: [{ type: 'transfer', transfer: { id: 't1', status: 'RUNNING' } }] },
      { updatedAt: runningSeen },
    );
  return client;
}

describe('overdueInputs', () => {
  it('reads the default frequency and the transfers in flight from the cache, judged at the time given', () => {
    const inputs = overdueInputs(
      clientWith({ defaultMinutes: 60, runningSeen: NOW - HOUR / 2 }),
      'prod',
      NOW,
    );
    expect(inputs).toEqual({
      asOf: NOW,
      defaultFrequencyMinutes: 60,
      running: new Map([['d1', NOW - HOUR / 2]]),
    });
  });

  it('falls back to daily when the organisation is not cached', () => {
    const overdue = overdueBy(destination('d1'), overdueInputs(clientWith({}), 'prod', NOW));
    expect(overdue?.frequencyMinutes).toBe(1440);
    expect(overdue?.times).toBe(3);
  });

  it('clears a destination with a transfer seen in flight lately, not one seen too long ago', () => {
    const recent = overdueInputs(
      clientWith({ defaultMinutes: 60, runningSeen: NOW - HOUR / 2 }),
      'prod',
      NOW,
    );
    expect(overdueBy(destination('d1'), recent)).toBeNull();
    expect(overdueBy(destination('d2'), recent)?.frequencyMinutes).toBe(60);
    const old = overdueInputs(
      clientWith({ defaultMinutes: 60, runningSeen: NOW - RUNNING_SEEN_MS - 1 }),
      'prod',
      NOW,
    );
    expect(overdueBy(destination('d1'), old)?.times).toBe(72);
  });
});
