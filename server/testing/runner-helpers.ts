import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { transferReply } from '../../src/api/schemas/transfer.ts';
import type { Db } from '../db/connection.ts';
import { makeTestApp } from './test-app.ts';

/** Shared by the engine and transfer-route tests: pick seeded rows, shape a destination's history. */
export type TestApp = ReturnType<typeof makeTestApp>;

/** An enabled prod destination of a vendor with no job in flight, so only the test's jobs run on it. */
export function quietDestination(db: Db, vendor = 'postgres'): { id: string; name: string } {
  const row = db
    .prepare(
      `SELECT d.id, d.name FROM destinations d WHERE d.environment = 'prod' AND d.vendor = ? AND d.is_enabled = 1
       AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))
       AND EXISTS (SELECT 1 FROM destination_products dp WHERE dp.destination_id = d.id)
       ORDER BY d.created_at, d.id LIMIT 1`,
    )
    .get(vendor) as { id: string; name: string } | undefined;
  if (!row) throw new Error(`No quiet ${vendor} destination in the seed`);
  return row;
}

/** Replaces a destination's transfers with one SUCCESS submitted at `submittedAt` (none when null). */
export function setHistory(db: Db, destinationId: string, submittedAt: string | null): void {
  db.prepare('DELETE FROM transfers WHERE destination_id = ?').run(destinationId);
  if (!submittedAt) return;
  db.prepare(
    `INSERT INTO transfers (id, environment, destination_id, status, models, model_metrics, rows_transferred,
       submitted_at, started_at, ended_at, tags, event_log)
     SELECT ?, environment, id, 'SUCCESS', '[]', '[]', 0, ?, ?, ?, '{}', 0 FROM destinations WHERE id = ?`,
  ).run(randomUUID(), submittedAt, submittedAt, submittedAt, destinationId);
}

/** Advances the manual clock a step at a time, ticking the engine, until `done` or `maxSteps`. */
export function runSteps(t: TestApp, stepMs: number, maxSteps: number, done: () => boolean = () => false) {
  for (let i = 0; i < maxSteps && !done(); i++) {
    t.advance(stepMs);
    t.engine.tick();
  }
}

export const statusOf = (db: Db, table: 'transfers' | 'integrity_jobs', id: string) =>
  db.prepare(`SELECT status FROM ${table} WHERE id = ?`).pluck().get(id) as string;

export const eventsOfType = (db: Db, type: string) =>
  (
    db.prepare('SELECT data FROM events WHERE type = ? ORDER BY created_at').pluck().all(type) as string[]
  ).map((data) => JSON.parse(data) as Record<string, { id: string; status: string }>);

export const STEP_MS = 50;
export const transferOf = (res: { json: unknown }) =>
  v.parse(envelope(transferReply), res.json).data.transfer;

/** A signed-in test app at STEP_MS pace with a quiet destination whose history holds no failure. */
export async function engineSetup(vendor = 'postgres') {
  const t = makeTestApp({ runnerStepMs: STEP_MS });
  const cookie = await t.signIn();
  const destination = quietDestination(t.db, vendor);
  setHistory(t.db, destination.id, new Date(t.now() - 3_600_000).toISOString());
  const start = async (body: object = {}) =>
    transferOf(await t.call('POST', `/api/destinations/${destination.id}/transfer`, { cookie, body }));
  const read = async (id: string) => transferOf(await t.call('GET', `/api/transfers/${id}`, { cookie }));
  return { t, cookie, destination, start, read };
}
