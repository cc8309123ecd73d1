/**
 * Why an alert destination is failing, for the General tab's Status card: the last
 * failed transfer and the summary of its errors. The transfer comes from the first page of the
 * destination's activity (each entry carries the whole transfer, model errors included), the page the
 * console keeps for every alert in the background (features/on-call/keep-alerts-offline.ts); the list entry alone
 * gives the transfer's id and status.
 */
import type { ActivityLog } from '../../../api/schemas/activity.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { Transfer } from '../../../api/schemas/transfer.ts';
import { formatCount } from '../../../lib/format.ts';

const FAILED = new Set(['ERROR', 'PARTIAL_FAILURE']);
/** A transfer that failed, in whole or in part: it has model errors to tell. */
export const isFailedStatus = (status: string) => FAILED.has(status);

/** An alert of the overview (SPEC.md §2.3): the last completed transfer was not a success. */
export const isAlert = (d: Pick<Destination, 'last_completed_transfer'>) =>
  d.last_completed_transfer?.status !== 'SUCCESS';

/** Which failed transfer the Status card speaks of, as far as the list entry tells. */
export interface FailureTarget {
  /** The failed transfer's id when the list entry names it (its last completed one failed). */
  transferId: string | null;
  /** False when the last transfer ended otherwise (CANCELLED…): an earlier failure may still be on the page. */
  lastFailed: boolean;
}

export function failureTarget(d: Pick<Destination, 'last_completed_transfer'>): FailureTarget | null {
  const last = d.last_completed_transfer;
  if (!last || last.status === 'SUCCESS') return null;
  return isFailedStatus(last.status)
    ? { transferId: last.id ?? null, lastFailed: true }
    : { transferId: null, lastFailed: false };
}

/** The transfers of a page of activity, newest first; event-log entries are no jobs. */
function* transfersOf(logs: readonly ActivityLog[]): Generator<Transfer> {
  for (const log of logs) if (log.type === 'transfer' && !log.transfer.event_log) yield log.transfer;
}

/** The failed transfer of `target` on the page: the one it names, else the newest failure there. */
export function failedTransferOn(logs: readonly ActivityLog[], target: FailureTarget): Transfer | undefined {
  for (const transfer of transfersOf(logs)) {
    if (target.transferId ? transfer.id === target.transferId : isFailedStatus(transfer.status)) {
      return transfer;
    }
  }
  return undefined;
}

export interface FailureSummary {
  /** The first failed model's message, or a plain sentence when no model reported one. */
  message: string;
  /** 'N models failed' when more than one did, else null. */
  count: string | null;
}

export const NO_MODEL_ERROR_TEXT = 'The transfer failed without a model error.';

export function failureSummary(transfer: Pick<Transfer, 'model_metrics'>): FailureSummary {
  const failed = transfer.model_metrics.filter((m) => m.error);
  const first = failed[0]?.error;
  return {
    message: first ? first.message || first.trace : NO_MODEL_ERROR_TEXT,
    count: failed.length > 1 ? `${formatCount(failed.length)} models failed` : null,
  };
}
