import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { IntegrityJob } from '../../src/api/schemas/integrity.ts';
import type { ModelMetric, Transfer } from '../../src/api/schemas/transfer.ts';
import { HttpError } from '../http/envelope.ts';
import { findIntegrityRow, toIntegrityJob } from '../store/integrity.ts';
import { cancelIntegrityJobRow } from '../store/integrity-runs.ts';
import { findTransferRow } from '../store/transfers.ts';
import type { EventDeps } from './events.ts';
import { finishTransfer } from './finish-transfer.ts';
import { iso } from './vocabulary/time.ts';

/**
 * Cancelling: only a PENDING or RUNNING job can be cancelled (409 otherwise, naming its status); a
 * cancelled transfer keeps the models it had already reported and publishes transfer.cancelled.
 */
const ACTIVE = new Set(['PENDING', 'RUNNING']);

export function cancelTransfer(deps: EventDeps, environment: Environment, id: string): Transfer {
  const row = findTransferRow(deps.db, environment, id);
  if (!row || row.event_log === 1) throw new HttpError(404, 'Transfer not found.');
  if (!ACTIVE.has(row.status)) {
    throw new HttpError(
      409,
      `Transfer ${id} has already ended (${row.status}); only PENDING or RUNNING transfers can be cancelled.`,
    );
  }
  const cancelled = finishTransfer(deps, row, 'CANCELLED', JSON.parse(row.model_metrics) as ModelMetric[]);
  if (!cancelled) throw new HttpError(409, `Transfer ${id} ended while it was being cancelled.`);
  return cancelled;
}

export function cancelIntegrityJob(deps: EventDeps, environment: Environment, id: string): IntegrityJob {
  const row = findIntegrityRow(deps.db, environment, id);
  if (!row) throw new HttpError(404, 'Data integrity job not found.');
  if (!ACTIVE.has(row.status)) {
    throw new HttpError(
      409,
      `Data integrity job ${id} has already ended (${row.status}); only PENDING or RUNNING checks can be cancelled.`,
    );
  }
  cancelIntegrityJobRow(deps.db, id, iso(deps.now()));
  const updated = findIntegrityRow(deps.db, environment, id);
  if (!updated) throw new HttpError(404, 'Data integrity job not found.');
  return toIntegrityJob(updated);
}
