import type { ModelMetric, Transfer } from '../../src/api/schemas/transfer.ts';
import type { WebhookEvent } from '../../src/api/schemas/webhook.ts';
import { refreshTransferSummary } from '../db/transfer-summary.ts';
import { endTransfer } from '../store/transfer-writes.ts';
import { findTransfer, type TransferRow } from '../store/transfers.ts';
import { type EventDeps, publishEvent } from './events.ts';
import { sumRows } from './transfer-plan.ts';

/**
 * The one way a transfer reaches a final state (engine, cancel, orphan recovery): write it, refresh
 * the destination's last-transfer summary, publish the outcome. Only a PENDING or RUNNING transfer
 * can finish, so a transfer cancelled while the engine was about to complete it finishes once.
 */
export type FinalStatus = 'SUCCESS' | 'ERROR' | 'PARTIAL_FAILURE' | 'CANCELLED' | 'ORPHANED';

/** Partial failures and orphaned runs are errors to whoever listens; there is no separate event. */
export const EVENT_FOR_STATUS: Record<FinalStatus, WebhookEvent> = {
  SUCCESS: 'transfer.success',
  ERROR: 'transfer.error',
  PARTIAL_FAILURE: 'transfer.error',
  ORPHANED: 'transfer.error',
  CANCELLED: 'transfer.cancelled',
};

export function finishTransfer(
  deps: EventDeps,
  row: Pick<TransferRow, 'id' | 'environment' | 'destination_id'>,
  status: FinalStatus,
  metrics: ModelMetric[],
): Transfer | null {
  const endedAt = new Date(deps.now()).toISOString();
  if (!endTransfer(deps.db, row.id, { status, metrics, rows: sumRows(metrics), endedAt })) return null;
  refreshTransferSummary(deps.db, row.destination_id);
  const transfer = findTransfer(deps.db, row.environment, row.id);
  if (transfer) {
    publishEvent(deps, { type: EVENT_FOR_STATUS[status], environment: row.environment, data: { transfer } });
  }
  return transfer;
}
