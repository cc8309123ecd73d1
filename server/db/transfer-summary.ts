import { COMPLETED_TRANSFER_STATUSES } from '../../src/api/schemas/destination.ts';
import type { Db } from './connection.ts';

/**
 * The one writer of a destination's denormalised transfer columns (`last_transfer_*`,
 * `last_successful_transfer_ended_at`). Every change to a destination's transfers calls it, so lists
 * read the summary from the row instead of scanning transfers.
 * "Completed" means ended (COMPLETED_TRANSFER_STATUSES, the wire's list): the most recent by ended_at
 * wins. Event-log entries are not jobs and never count.
 */
const completed = COMPLETED_TRANSFER_STATUSES.map((s) => `'${s}'`).join(', ');

const SQL = `UPDATE destinations SET
  (last_transfer_id, last_transfer_status, last_transfer_rows, last_transfer_submitted_at,
   last_transfer_ended_at) = (
    SELECT id, status, rows_transferred, submitted_at, ended_at FROM transfers
    WHERE destination_id = destinations.id AND event_log = 0 AND ended_at IS NOT NULL
      AND status IN (${completed})
    ORDER BY ended_at DESC, id DESC LIMIT 1),
  last_successful_transfer_ended_at = (
    SELECT max(ended_at) FROM transfers
    WHERE destination_id = destinations.id AND event_log = 0 AND status = 'SUCCESS')
  WHERE id = ?`;

const statements = new WeakMap<Db, { run(id: string): unknown }>();

export function refreshTransferSummary(db: Db, destinationId: string): void {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare<[string]>(SQL);
    statements.set(db, statement);
  }
  statement.run(destinationId);
}
