import { describe, expect, it } from 'vitest';
import type { ActivityLog } from '../../../api/schemas/activity.ts';
import type { IntegrityJob } from '../../../api/schemas/integrity.ts';
import type { Transfer } from '../../../api/schemas/transfer.ts';
import { activityRows, hasJobInFlight } from './activity-rows.ts';

const transfer = (over: Partial<Transfer> = {}): Transfer => ({
  id: 't1',
  destination_id: 'd1',
  status: 'SUCCESS',
  full_refresh: false,
  models: ['accounts', 'events'],
  model_metrics: [
    { model_name: 'accounts', rows_transferred: 1000 },
    { model_name: 'events', rows_transferred: 234 },
  ],
  rows_transferred: 1234,
  submitted_at: '2026-01-01T10:00:00Z',
  started_at: '2026-01-01T10:00:05Z',
  ended_at: '2026-01-01T10:12:30Z',
  tags: {},
  event_log: false,
  ...over,
});
const asLog = (t: Transfer, type: 'transfer' | 'event_log' = 'transfer'): ActivityLog => ({
  id: t.id,
  submitted_at: t.submitted_at,
  type,
  transfer: t,
});
const job = (over: Partial<IntegrityJob> = {}): IntegrityJob => ({
  id: 'j1',
  destination_id: 'd1',
  status: 'SUCCESS',
  check_value_integrity: false,
  submitted_at: '2026-01-02T10:00:00Z',
  started_at: '2026-01-02T10:00:00Z',
  ended_at: '2026-01-02T10:00:40Z',
  log_message: null,
  data_integrity_results: [
    {
      model_name: 'a',
      is_healthy: true,
      error_message: null,
      sampling_rate: 1,
      total_rows_compared: 500,
      total_rows_missing: 0,
      total_rows_incorrect: 0,
    },
    {
      model_name: 'b',
      is_healthy: false,
      error_message: null,
      sampling_rate: 1,
      total_rows_compared: 700,
      total_rows_missing: 3,
      total_rows_incorrect: 0,
    },
  ],
  ...over,
});

describe('activityRows', () => {
  it('shows a transfer with its rows, duration and summary, linking to its page', () => {
    expect(activityRows('d 1', [asLog(transfer())])).toEqual([
      {
        key: 'transfer:t1',
        type: 'Transfer',
        status: 'SUCCESS',
        totalRows: '1,234',
        submittedAt: '2026-01-01T10:00:00Z',
        duration: '12m',
        summary: '2 models',
        href: '/destinations/d%201/transfers/t1',
        inFlight: false,
      },
    ]);
  });

  it("shows integrity checks as 'Data Integrity Check', linking to the integrity page", () => {
    const [row] = activityRows('d1', [
      { id: 'j1', submitted_at: '2026-01-02T10:00:00Z', type: 'data_integrity', data_integrity_job: job() },
    ]);
    expect(row).toMatchObject({
      type: 'Data Integrity Check',
      totalRows: '1,200',
      duration: '<1m',
      summary: '1 of 2 models healthy',
      href: '/destinations/d1/integrity/j1',
    });
  });

  it('hides event-log entries, however they are marked', () => {
    const rows = activityRows('d1', [
      asLog(transfer({ id: 'e1' }), 'event_log'),
      asLog(transfer({ id: 'e2', event_log: true })),
      asLog(transfer({ id: 't2' })),
    ]);
    expect(rows.map((r) => r.key)).toEqual(['transfer:t2']);
  });

  it('marks jobs still in flight and says what they wait for', () => {
    const pending = transfer({
      status: 'PENDING',
      started_at: null,
      ended_at: null,
      rows_transferred: null,
      model_metrics: [],
    });
    const [row] = activityRows('d1', [asLog(pending)]);
    expect(row).toMatchObject({
      inFlight: true,
      totalRows: 'N/A',
      duration: 'N/A',
      summary: 'Waiting to start',
    });
    const [check] = activityRows('d1', [
      {
        id: 'j2',
        submitted_at: '2026-01-02T10:00:00Z',
        type: 'data_integrity',
        data_integrity_job: job({ status: 'RUNNING', data_integrity_results: [] }),
      },
    ]);
    expect(check).toMatchObject({ inFlight: true, totalRows: 'N/A', summary: 'Waiting for results' });
  });

  it('names full refreshes and counts failed models', () => {
    const failed = transfer({
      full_refresh: true,
      status: 'PARTIAL_FAILURE',
      model_metrics: [
        { model_name: 'accounts', rows_transferred: 10 },
        { model_name: 'events', rows_transferred: 0, error: { message: 'denied', trace: 'denied' } },
      ],
    });
    expect(activityRows('d1', [asLog(failed)])[0]).toMatchObject({
      type: 'Full Refresh',
      summary: '2 models, 1 failed',
    });
  });

  it('polls only for visible jobs still in flight', () => {
    const running = asLog(transfer({ status: 'RUNNING' }));
    expect(hasJobInFlight([asLog(transfer()), running])).toBe(true);
    expect(hasJobInFlight([asLog(transfer())])).toBe(false);
    expect(hasJobInFlight([asLog(transfer({ status: 'RUNNING' }), 'event_log')])).toBe(false);
  });
});
