import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../testing/test-app.ts';
import type { Db } from './connection.ts';

/**
 * The per-day totals behind the overview chart (migration 004) are kept by triggers; whatever happens
 * to transfers, they must equal the sum over the transfers themselves.
 */
const kept = (db: Db) =>
  db
    .prepare(
      `SELECT environment, day, rows_transferred AS total FROM transfer_daily_rows
       WHERE rows_transferred <> 0 ORDER BY environment, day`,
    )
    .all();
const summed = (db: Db) =>
  db
    .prepare(
      `SELECT environment, substr(ended_at, 1, 10) AS day, sum(coalesce(rows_transferred, 0)) AS total
       FROM transfers WHERE event_log = 0 AND ended_at IS NOT NULL
       GROUP BY environment, day HAVING total <> 0 ORDER BY environment, day`,
    )
    .all();

describe('transfer_daily_rows', () => {
  it('matches the transfers after seeding', () => {
    const db = seededDatabase();
    expect(kept(db).length).toBeGreaterThan(20);
    expect(kept(db)).toEqual(summed(db));
  });

  it('follows transfers that end, change, move to the event log and are deleted with their destination', () => {
    const db = seededDatabase();
    const running = db
      .prepare(`SELECT id FROM transfers WHERE ended_at IS NULL AND event_log = 0 LIMIT 1`)
      .pluck()
      .get();
    db.prepare(
      `UPDATE transfers SET status = 'SUCCESS', ended_at = '2026-11-22T09:30:00.000Z', rows_transferred = 1234
       WHERE id = ?`,
    ).run(running);
    db.prepare(`UPDATE transfers SET rows_transferred = rows_transferred + 7 WHERE id = ?`).run(running);
    const ended = db
      .prepare(`SELECT id FROM transfers WHERE ended_at IS NOT NULL AND event_log = 0 AND id <> ? LIMIT 1`)
      .pluck()
      .get(running);
    db.prepare(`UPDATE transfers SET event_log = 1 WHERE id = ?`).run(ended);
    const destination = db
      .prepare(`SELECT destination_id FROM transfers WHERE id <> ? AND id <> ? LIMIT 1`)
      .pluck()
      .get(running, ended);
    db.prepare(`DELETE FROM integrity_jobs WHERE destination_id = ?`).run(destination);
    db.prepare(`DELETE FROM destinations WHERE id = ?`).run(destination);
    expect(
      db.prepare(`SELECT count(*) FROM transfers WHERE destination_id = ?`).pluck().get(destination),
    ).toBe(0);
    expect(kept(db)).toEqual(summed(db));
  });
});
