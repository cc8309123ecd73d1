import { describe, expect, it } from 'vitest';
import type { TransferStatus } from '../../api/schemas/destination.ts';
import { cancelAction, modelStatus, modelSummaryRows } from './model-summary.ts';

const failure = {
  message: 'permission denied for schema export',
  trace: 'ERROR: permission denied\n  at COPY',
};

describe('modelStatus (SPEC.md §4)', () => {
  it('is ERROR for a model with an error, whatever the job says', () => {
    for (const job of ['SUCCESS', 'PARTIAL_FAILURE', 'ERROR', 'RUNNING'] as const) {
      expect(modelStatus(job, true)).toBe('ERROR');
    }
  });

  it('is SUCCESS for a clean model of a partially failed job', () => {
    expect(modelStatus('PARTIAL_FAILURE', false)).toBe('SUCCESS');
  });

  it("is the job's status otherwise", () => {
    const statuses: TransferStatus[] = ['PENDING', 'RUNNING', 'SUCCESS', 'ERROR', 'CANCELLED', 'ORPHANED'];
    for (const job of statuses) expect(modelStatus(job, false)).toBe(job);
  });
});

describe('modelSummaryRows', () => {
  it('shows each model with its rows, its status and its error trace', () => {
    const rows = modelSummaryRows({
      status: 'PARTIAL_FAILURE',
      models: ['accounts', 'events'],
      model_metrics: [
        { model_name: 'accounts', rows_transferred: 120 },
        { model_name: 'events', rows_transferred: 0, error: failure },
      ],
    });
    expect(rows).toEqual([
      { modelName: 'accounts', status: 'SUCCESS', rowsTransferred: 120, error: null },
      { modelName: 'events', status: 'ERROR', rowsTransferred: 0, error: failure.trace },
    ]);
  });

  it('lists requested models before metrics arrive, and models only the metrics name', () => {
    const pending = modelSummaryRows({ status: 'PENDING', models: ['a', 'b'], model_metrics: [] });
    expect(pending.map((r) => [r.modelName, r.status, r.rowsTransferred])).toEqual([
      ['a', 'PENDING', null],
      ['b', 'PENDING', null],
    ]);
    const all = modelSummaryRows({
      status: 'SUCCESS',
      models: [],
      model_metrics: [{ model_name: 'c', rows_transferred: 5 }],
    });
    expect(all.map((r) => r.modelName)).toEqual(['c']);
  });

  it('falls back to the message when the error has no trace', () => {
    const [row] = modelSummaryRows({
      status: 'ERROR',
      models: ['a'],
      model_metrics: [{ model_name: 'a', rows_transferred: 0, error: { message: 'timeout', trace: '' } }],
    });
    expect(row?.error).toBe('timeout');
  });
});

describe('cancelAction', () => {
  it('offers the danger item for a running job and the plain one for a pending job', () => {
    expect(cancelAction('RUNNING')).toEqual({ label: 'Cancel running transfer', danger: true });
    expect(cancelAction('PENDING')).toEqual({ label: 'Cancel transfer', danger: false });
  });

  it('offers nothing once the job has ended', () => {
    for (const s of ['SUCCESS', 'ERROR', 'PARTIAL_FAILURE', 'CANCELLED', 'ORPHANED', 'EXPIRED'] as const) {
      expect(cancelAction(s)).toBeNull();
    }
  });
});
