import { describe, expect, it } from 'vitest';
import type { TransferStatus } from '../../api/schemas/destination.ts';
import { overdueOf, RUNNING_SEEN_MS } from '../../lib/overdue.ts';
import { destination } from '../../test-support/destination.ts';
import { computeOnCall, type OnCallContext, overdueLongestFirst } from './on-call.ts';
import type { OverviewRow } from './split.ts';

const AS_OF = Date.parse('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A daily destination named `name` whose last completed transfer ended with `status`; its last success
 * ended `daysSinceSuccess` days before AS_OF (null: never, created 90 days before).
 */
function daily(name: string, status: TransferStatus | null, daysSinceSuccess: number | null): OverviewRow {
  const base = destination(name, status);
  const lastSuccess = daysSinceSuccess === null ? null : iso(AS_OF - daysSinceSuccess * DAY);
  return {
    ...base,
    frequency_minutes: 1440,
    created_at: iso(AS_OF - 90 * DAY),
    last_successful_transfer_ended_at: lastSuccess,
    last_completed_transfer: base.last_completed_transfer && {
      ...base.last_completed_transfer,
      ended_at: status === 'SUCCESS' && lastSuccess ? lastSuccess : iso(AS_OF - DAY / 2),
    },
  };
}

const context = (running: Record<string, number> = {}): OnCallContext => ({
  asOf: AS_OF,
  defaultFrequencyMinutes: undefined,
  running: new Map(Object.entries(running)),
});

describe('computeOnCall', () => {
  it('lists the overdue destinations that are not alerts, which order overdue longest first, then by name', () => {
    const list = [
      daily('bravo', 'SUCCESS', 3.5),
      daily('fresh', 'SUCCESS', 1),
      daily('charlie', 'ERROR', 5),
      daily('alpha', 'SUCCESS', 4.2),
      daily('never', null, null),
      daily('delta', 'SUCCESS', 3.5),
    ];
    const { overdue } = computeOnCall(list, context());
    expect([...overdue].sort(overdueLongestFirst).map((o) => [o.row.name, o.overdue.times])).toEqual([
      ['alpha', 4],
      ['bravo', 3],
      ['delta', 3],
    ]);
  });

  it('keeps the late alerts apart, by id: their rows on the Alerts tab say so', () => {
    const list = [
      daily('late error', 'ERROR', 5),
      daily('late partial', 'PARTIAL_FAILURE', 3),
      daily('never', null, null),
      daily('alert on time', 'ERROR', 1),
      daily('late success', 'SUCCESS', 4),
    ];
    const onCall = computeOnCall(list, context());
    expect(onCall.overdue.map((o) => o.row.id)).toEqual(['late success']);
    expect([...onCall.lateAlerts.keys()]).toEqual(['late error', 'late partial', 'never']);
    expect(onCall.lateAlerts.get('late error')).toEqual(overdueOf(list[0] as OverviewRow, { asOf: AS_OF }));
    // Every overdue row's last transfer succeeded; no destination is in both.
    expect(onCall.overdue.every((o) => o.row.last_completed_transfer?.status === 'SUCCESS')).toBe(true);
  });

  it('keeps its order as time passes, whatever each destination runs at', () => {
    // Hourly, last success 5 h ago: overdue for 3 h. Daily, 2.2 days ago: overdue for 4.8 h. By whole
    // frequencies elapsed the hourly one (5×) led the daily one (2×), and an hour later by 6× to 2×:
    // the order must not depend on when the list is read (a CI walk read it online, then offline).
    const hourly = { ...daily('hourly', 'SUCCESS', 5 / 24), frequency_minutes: 60 };
    const slow = daily('daily', 'SUCCESS', 2.2);
    const orderAt = (asOf: number) =>
      [...computeOnCall([hourly, slow], { ...context(), asOf }).overdue]
        .sort(overdueLongestFirst)
        .map((o) => o.row.name);
    expect(orderAt(AS_OF)).toEqual(['daily', 'hourly']);
    for (const later of [1, 7, 30, 24 * 9].map((h) => AS_OF + h * 3_600_000))
      expect(orderAt(later)).toEqual(['daily', 'hourly']);
  });

  it('counts each destination that needs attention once: alerts, overdue or both', () => {
    const list = [
      daily('late alert', 'ERROR', 4), // an alert that is overdue too
      daily('alert', 'ERROR', 1),
      daily('late success', 'SUCCESS', 4),
      daily('healthy', 'SUCCESS', 1),
      daily('no transfer yet', null, null), // an alert (UNKNOWN), overdue too
    ];
    const onCall = computeOnCall(list, context());
    // The badge counts the late alerts once, though the Overdue tab no longer lists them.
    expect(onCall.attention).toBe(4);
    expect(onCall.overdue.map((o) => o.row.id)).toEqual(['late success']);
    expect(onCall.look.map((e) => e.id).sort()).toEqual(
      ['alert', 'late alert', 'late success', 'no transfer yet'].sort(),
    );
  });

  it('looks at the alerts with their last status, then the overdue successes', () => {
    const list = [
      daily('late success', 'SUCCESS', 4),
      daily('alert', 'PARTIAL_FAILURE', 1),
      daily('healthy', 'SUCCESS', 1),
      daily('no transfer yet', null, null),
    ];
    expect(computeOnCall(list, context()).look).toEqual([
      { id: 'alert', name: 'alert', status: 'PARTIAL_FAILURE', lastAttempt: iso(AS_OF - DAY / 2) },
      { id: 'no transfer yet', name: 'no transfer yet', status: null, lastAttempt: null },
      { id: 'late success', name: 'late success', status: 'SUCCESS', lastAttempt: iso(AS_OF - 4 * DAY) },
    ]);
  });

  it('leaves out a destination seen running within RUNNING_SEEN_MS of the time judged, not before', () => {
    const list = [daily('just seen', 'SUCCESS', 4), daily('seen long ago', 'SUCCESS', 4)];
    const onCall = computeOnCall(
      list,
      context({ 'just seen': AS_OF - RUNNING_SEEN_MS, 'seen long ago': AS_OF - RUNNING_SEEN_MS - 1 }),
    );
    expect(onCall.overdue.map((o) => o.row.id)).toEqual(['seen long ago']);
    expect(onCall.look.map((e) => e.id)).toEqual(['seen long ago']);
    expect(onCall.attention).toBe(1);
  });

  it('judges as overdueOf does whatever form the last success is written in, past the text shortcut', () => {
    // Each instant either side of the daily threshold (AS_OF − 48 h), written as the API does and otherwise.
    const forms: [string, boolean][] = [
      ['2026-11-20T12:00:00.000Z', false], // the threshold itself: exactly 2× is on time
      ['2026-11-20T11:59:59.999Z', true],
      ['2026-11-20T12:00:00Z', false],
      ['2026-11-20T11:59:59Z', true],
      ['2026-11-20T13:00:00.000+01:00', false],
      ['2026-11-20T12:59:59.000+01:00', true],
      // 11:30Z, written as text that sorts after the threshold's: overdue all the same.
      ['2026-11-20T12:30:00.000+01:00', true],
      ['2026-11-20T12:30:00+0100', true],
    ];
    const rows = forms.map(([at], i) => ({
      ...daily(String(i), 'SUCCESS', 1),
      last_successful_transfer_ended_at: at,
    }));
    expect(
      rows.map((row) => [row.last_successful_transfer_ended_at, overdueOf(row, { asOf: AS_OF }) !== null]),
    ).toEqual(forms);
    const overdue = new Set(computeOnCall(rows, context()).overdue.map((o) => o.row.id));
    expect(forms.map(([at], i) => [at, overdue.has(String(i))])).toEqual(forms);
  });

  it('never calls a row overdue that lacks the schedule fields (a page an older console saved)', () => {
    const old = (name: string, lacking: 'is_enabled' | 'frequency_minutes') => {
      const { [lacking]: _, ...row } = daily(name, 'SUCCESS', 30);
      return row;
    };
    const onCall = computeOnCall(
      [old('no is_enabled', 'is_enabled'), old('no frequency', 'frequency_minutes')],
      context(),
    );
    expect(onCall.overdue).toEqual([]);
    expect(onCall.lateAlerts.size).toBe(0);
    expect(onCall.attention).toBe(0);
    expect(onCall.look).toEqual([]);
  });
});
