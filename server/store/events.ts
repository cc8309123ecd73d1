import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';

/** The `events` table: every published event (runner/events.ts), kept for activity and the engine. */
export interface EventRecord {
  id: string;
  environment: Environment;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}

export function insertEvent(db: Db, event: EventRecord): void {
  db.prepare('INSERT INTO events (id, environment, type, data, created_at) VALUES (?, ?, ?, ?, ?)').run(
    event.id,
    event.environment,
    event.type,
    JSON.stringify(event.data),
    event.created_at,
  );
}

/** Whether the destination was updated through the API (an export_destination.updated event) after `sinceIso`. */
export function destinationUpdatedSince(db: Db, destinationId: string, sinceIso: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM events WHERE type = 'export_destination.updated' AND created_at > ?
         AND json_extract(data, '$.destination.id') = ?`,
      )
      .get(sinceIso, destinationId) !== undefined
  );
}
