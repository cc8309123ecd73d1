import { describe, expect, it } from 'vitest';
import { alertStatus } from '../../src/features/overview/alert-status.ts';
import { firstScreenRows } from '../../src/features/overview/row-counts.ts';
import { selectOverview } from '../../src/features/overview/split.ts';
import { MISSING_TEXT } from '../../src/lib/time.ts';
import { destination } from '../../src/test-support/destination.ts';
import { alertStatusText, firstScreenAlerts, MISSING, relativeTime } from './alerts.ts';
import type { Destination } from './offline-copy.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('the floor’s Alerts rows', () => {
  it('are the console’s: the alerts of the list, in list order, at most one screenful', () => {
    const statuses = ['SUCCESS', 'ERROR', null, 'PARTIAL_FAILURE', 'SUCCESS', 'CANCELLED'] as const;
    const list = Array.from({ length: 300 }, (_, i) =>
      destination(`d${i}`, statuses[i % statuses.length] ?? null),
    );
    const rows = firstScreenAlerts(list as unknown as Destination[], 720);
    expect(rows).toEqual(selectOverview(list).alerts.slice(0, firstScreenRows(720)));
    expect(rows).toHaveLength(18);
    expect(rows.map(alertStatusText)).toEqual(rows.map((row) => alertStatus(row).label));
  });

  it('say times as the console says a missing one', () => {
    expect(MISSING).toBe(MISSING_TEXT);
    expect(relativeTime(null, NOW)).toBe(MISSING_TEXT);
    expect(relativeTime('2025-06-01T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(relativeTime('2025-05-30T12:00:00Z', NOW)).toBe('2 days ago');
    expect(relativeTime('2025-06-01T11:59:30Z', NOW)).toBe('30 seconds ago');
  });
});
