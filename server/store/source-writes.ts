import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { openSettings, storedSettings } from './vendor-settings.ts';

/**
 * Source writes. Vendor settings and secrets are stored keyed by vendor as on the wire, secrets in
 * their own column that reads never select, sealed (secrets/secret-box.ts). The source's catalogue and recipient credentials go
 * with it (ON DELETE CASCADE); models that read from it block the delete (see modelsReading).
 */
export interface SourceRecord {
  name: string;
  settings: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

/** The stored source as a prepared one (secrets merged in): the base an update merges onto. */
export function loadPreparedSource(
  db: Db,
  environment: Environment,
  id: string,
): Record<string, unknown> | null {
  const row = db
    .prepare('SELECT vendor, name, settings, secrets FROM sources WHERE environment = ? AND id = ?')
    .get(environment, id) as { vendor: string; name: string; settings: string; secrets: string } | undefined;
  if (!row) return null;
  return { vendor: row.vendor, name: row.name, ...openSettings(db, row) };
}

export function insertSource(
  db: Db,
  environment: Environment,
  input: SourceRecord & { id: string; vendor: string; nowIso: string },
): void {
  db.prepare(
    `INSERT INTO sources (id, environment, name, vendor, settings, secrets, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.id,
    environment,
    input.name,
    input.vendor,
    ...storedSettings(db, input),
    input.nowIso,
    input.nowIso,
  );
}

export function updateSource(db: Db, id: string, input: SourceRecord & { nowIso: string }): void {
  db.prepare('UPDATE sources SET name = ?, settings = ?, secrets = ?, updated_at = ? WHERE id = ?').run(
    input.name,
    ...storedSettings(db, input),
    input.nowIso,
    id,
  );
}

/** Names of the models that read from the source, A to Z. */
export function modelsReading(db: Db, sourceId: string): string[] {
  return db
    .prepare('SELECT model_name FROM models WHERE source_id = ? ORDER BY model_name')
    .pluck()
    .all(sourceId) as string[];
}

export function deleteSource(db: Db, id: string): void {
  db.prepare('DELETE FROM sources WHERE id = ?').run(id);
}

/** Source names are unique per environment, ignoring case (`exceptId` is the source being updated). */
export const sourceNameTaken = (db: Db, environment: Environment, name: string, exceptId: string) =>
  db
    .prepare('SELECT 1 FROM sources WHERE environment = ? AND name = ? COLLATE NOCASE AND id != ?')
    .get(environment, name, exceptId) !== undefined;
