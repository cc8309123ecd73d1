import { describe, expect, it } from 'vitest';
import type { ActivityLog } from '../../../api/schemas/activity.ts';
import type { Transfer } from '../../../api/schemas/transfer.ts';
import {
  failedTransferOn,
  failureSummary,
  failureTarget,
  isAlert,
  NO_MODEL_ERROR_TEXT,
} from './last-failure.ts';

const transfer = (id: string, status: Transfer['status'], errors: string[] = []): Transfer => ({
  id,
  destination_id: 'd1',
  status,
  full_refresh: false,
  models: [],
  model_metrics: [
    { model_name: 'accounts', rows_transferred: 10 },
    ...errors.map((message, i) => ({
      model_name: `model_${i}`,
      rows_transferred: 0,
      error: { message, trace: `Traceback: ${message}` },
    })),
  ],
  rows_transferred: 10,
  submitted_at: '2026-11-25T10:00:00Z',
  started_at: '2026-11-25T10:00:01Z',
  ended_at: '2026-11-25T10:01:00Z',
  tags: {},
  event_log: false,
});
const entry = (t: Transfer): ActivityLog => ({
  id: t.id,
  submitted_at: t.submitted_at,
  type: 'transfer',
  transfer: t,
});
const last = (id: string, status: Transfer['status']) => ({
  last_completed_transfer: { id, status, rows_transferred: 0, ended_at: '2026-11-25T10:01:00Z' },
});

describe('the last sync error', () => {
  it('is asked of alerts only, and names the last transfer when that one failed', () => {
    expect(isAlert(last('t1', 'SUCCESS'))).toBe(false);
    expect(isAlert({ last_completed_transfer: null })).toBe(true);
    expect(failureTarget(last('t1', 'SUCCESS'))).toBeNull();
    expect(failureTarget({ last_completed_transfer: null })).toBeNull();
    expect(failureTarget(last('t1', 'ERROR'))).toEqual({ transferId: 't1', lastFailed: true });
    expect(failureTarget(last('t1', 'PARTIAL_FAILURE'))).toEqual({ transferId: 't1', lastFailed: true });
    expect(failureTarget(last('t1', 'CANCELLED'))).toEqual({ transferId: null, lastFailed: false });
  });

  it('finds the named transfer on the activity page, or else the newest failure there', () => {
    const logs = [
      entry(transfer('t3', 'CANCELLED')),
      entry(transfer('t2', 'ERROR', ['boom'])),
      entry(transfer('t1', 'ERROR')),
    ];
    expect(failedTransferOn(logs, { transferId: 't1', lastFailed: true })?.id).toBe('t1');
    expect(failedTransferOn(logs, { transferId: null, lastFailed: false })?.id).toBe('t2');
    expect(failedTransferOn(logs, { transferId: 't9', lastFailed: true })).toBeUndefined();
  });

  it('summarises the first failed model, and how many failed when more did', () => {
    expect(failureSummary(transfer('t1', 'ERROR', ['permission denied for schema export']))).toEqual({
      message: 'permission denied for schema export',
      count: null,
    });
    expect(failureSummary(transfer('t1', 'ERROR', ['first', 'second', 'third']))).toEqual({
      message: 'first',
      count: '3 models failed',
    });
    expect(failureSummary(transfer('t1', 'ERROR'))).toEqual({ message: NO_MODEL_ERROR_TEXT, count: null });
  });
});
