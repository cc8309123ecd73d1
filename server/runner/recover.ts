import { randomUUID } from 'node:crypto';
import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import { failInterruptedIntegrityJobs } from '../store/integrity-runs.ts';
import { interruptedTransfers } from '../store/transfer-runs.ts';
import { insertOrphanedLogEntry } from '../store/transfer-writes.ts';
import type { EventDeps } from './events.ts';
import { finishTransfer } from './finish-transfer.ts';
import { iso } from './vocabulary/time.ts';

/**
 * Start-up recovery. Nothing runs while the server is down, so a transfer that was RUNNING (or has
 * been PENDING longer than STALE_PENDING_MS, i.e. queued before a stop) cannot be trusted to have
 * finished: it becomes ORPHANED, keeping the models it had reported, and an event-log entry in the
 * destination's activity records why. Interrupted integrity checks end in ERROR with a log message.
 */
export const STALE_PENDING_MS = 5 * 60_000;
export const INTERRUPTED_CHECK_MESSAGE =
  'The check was interrupted because the server stopped. Run it again.';

export function recoverInterrupted(deps: EventDeps): { transfers: number; checks: number } {
  const { db } = deps;
  const nowMs = deps.now();
  const staleBefore = iso(nowMs - STALE_PENDING_MS);
  let transfers = 0;
  for (const row of interruptedTransfers(db, staleBefore)) {
    const finished = finishTransfer(deps, row, 'ORPHANED', JSON.parse(row.model_metrics) as ModelMetric[]);
    if (!finished) continue;
    transfers++;
    insertOrphanedLogEntry(db, row, iso(nowMs), randomUUID());
  }
  const checks = failInterruptedIntegrityJobs(db, iso(nowMs), INTERRUPTED_CHECK_MESSAGE, staleBefore);
  if (transfers || checks) {
    deps.log.info(
      `[runner] recovered after restart: ${transfers} transfers orphaned, ${checks} checks failed`,
    );
  }
  return { transfers, checks };
}
