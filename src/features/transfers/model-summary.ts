import type { TransferStatus } from '../../api/schemas/destination.ts';
import type { Transfer } from '../../api/schemas/transfer.ts';

/** One row of the Transfer Job page's Model Summary table. */
export interface ModelSummaryRow {
  modelName: string;
  status: TransferStatus;
  /** null until the job has reported a count for this model. */
  rowsTransferred: number | null;
  /** The error trace (the message when the server sent no trace); null when the model had no error. */
  error: string | null;
}

/**
 * Per-model status (SPEC.md §4): ERROR when the model has an error; SUCCESS when the job ended in
 * PARTIAL_FAILURE and this model has none (it is one of the parts that worked); otherwise the job's.
 */
export function modelStatus(jobStatus: TransferStatus, hasError: boolean): TransferStatus {
  if (hasError) return 'ERROR';
  if (jobStatus === 'PARTIAL_FAILURE') return 'SUCCESS';
  return jobStatus;
}

/**
 * Every model of the job, in the order requested, then any model the metrics name that the request
 * did not (a job for "all models" lists none up front). A model without metrics yet (PENDING) still
 * gets a row, so the table never looks empty while the job starts.
 */
export function modelSummaryRows(transfer: Pick<Transfer, 'status' | 'models' | 'model_metrics'>) {
  const metrics = new Map(transfer.model_metrics.map((m) => [m.model_name, m]));
  const names = [...new Set([...transfer.models, ...metrics.keys()])];
  return names.map((modelName): ModelSummaryRow => {
    const metric = metrics.get(modelName);
    const error = metric?.error ? metric.error.trace || metric.error.message : null;
    return {
      modelName,
      status: modelStatus(transfer.status, metric?.error !== undefined),
      rowsTransferred: metric ? metric.rows_transferred : null,
      error,
    };
  });
}

/** Statuses a job can still leave: the page polls and offers cancel only while in one of these. */
export const IN_FLIGHT_STATUSES: ReadonlySet<string> = new Set(['PENDING', 'RUNNING']);
export const isInFlight = (status: string) => IN_FLIGHT_STATUSES.has(status);

/** The cancel menu item for a job (SPEC.md §2.4), or null when the job can no longer be cancelled. */
export function cancelAction(status: TransferStatus): { label: string; danger: boolean } | null {
  if (status === 'RUNNING') return { label: 'Cancel running transfer', danger: true };
  if (status === 'PENDING') return { label: 'Cancel transfer', danger: false };
  return null;
}
