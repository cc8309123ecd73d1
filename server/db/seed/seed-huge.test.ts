import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../runner/vocabulary/time.ts';
import { bindTestSecrets } from '../../testing/test-key.ts';
import { type Db, openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';
import { seedDatabase } from './index.ts';
import { plansFor } from './plan.ts';

const REFERENCE_MS = Date.UTC(2026, 10, 22, 10);
/** Seeding 20,000 destinations in memory takes seconds; on a busy machine several times that. */
const SEED_TIMEOUT_MS = 90_000;

const [large, largeStaging] = plansFor('large');
const [huge, hugeStaging] = plansFor('huge');

describe('huge seed plan', () => {
  it('is four times the large organisation with the same mix, and the same staging', () => {
    expect(huge?.destinations).toBe(20_000);
    expect(huge?.recipients).toBe(1600);
    for (const [scenario, count] of Object.entries(large?.scenarios ?? {})) {
      expect([scenario, huge?.scenarios[scenario as keyof typeof huge.scenarios]]).toEqual([
        scenario,
        4 * count,
      ]);
    }
    expect(huge?.stoppedSchedules).toHaveLength(200);
    expect(new Set(huge?.stoppedSchedules.map((s) => s.frequency))).toEqual(
      new Set(large?.stoppedSchedules.map((s) => s.frequency)),
    );
    for (const stop of huge?.stoppedSchedules ?? []) {
      expect(stop.lastSuccessHoursAgo).toBeGreaterThan((2 * (stop.frequency || 1440)) / 60);
    }
    expect(huge?.key).not.toBe(large?.key);
    expect(hugeStaging).toBe(largeStaging);
  });
});

describe('huge seed', () => {
  let db: Db;
  const one = (sql: string) => db.prepare(sql).pluck().get();
  const prod = (where: string) =>
    one(`SELECT count(*) FROM destinations WHERE environment = 'prod' AND ${where}`);

  beforeAll(() => {
    db = bindTestSecrets(openDatabase(':memory:'));
    migrate(db);
    const summary = seedDatabase(db, { scale: 'huge', referenceMs: REFERENCE_MS });
    expect(summary.map((s) => [s.environment, s.destinations])).toEqual([
      ['prod', 20_000],
      ['staging', 12],
    ]);
  }, SEED_TIMEOUT_MS);

  it('gives every prod destination the same number of transfers, and a last one', () => {
    const perDestination = db
      .prepare(
        `SELECT DISTINCT n FROM (SELECT count(*) AS n FROM transfers WHERE environment = 'prod'
         GROUP BY destination_id)`,
      )
      .pluck()
      .all();
    expect(perDestination).toEqual([huge?.transfersPerDestination]);
    expect(one(`SELECT count(DISTINCT destination_id) FROM transfers WHERE environment = 'prod'`)).toBe(
      20_000,
    );
    expect(prod('last_transfer_id IS NULL')).toBe(0);
    expect(one(`SELECT count(*) FROM recipients WHERE environment = 'prod'`)).toBe(1600);
    expect(one(`SELECT count(DISTINCT name) FROM recipients WHERE environment = 'prod'`)).toBe(1600);
  });

  it('has each scenario in the counts of the plan', () => {
    expect(prod('is_enabled = 0')).toBe(1200);
    // Failing and never succeeded end on an error, cancelled last on a cancellation; all else succeeds.
    expect(prod(`last_transfer_status IN ('ERROR', 'PARTIAL_FAILURE')`)).toBe(1100);
    expect(prod(`last_transfer_status = 'CANCELLED'`)).toBe(200);
    expect(prod(`last_transfer_status NOT IN ('SUCCESS', 'ERROR', 'PARTIAL_FAILURE', 'CANCELLED')`)).toBe(0);
    expect(prod('last_successful_transfer_ended_at IS NULL')).toBe(100);
    const inFlight = (status: string) =>
      one(`SELECT count(*) FROM transfers WHERE environment = 'prod' AND status = '${status}'`);
    expect(inFlight('RUNNING')).toBe(160);
    expect(inFlight('PENDING')).toBe(80);
    expect(prod('schedule_paused_at IS NOT NULL')).toBe(200);
  });

  it('is overdue but green exactly where a schedule stopped', () => {
    const orgDefault = Number(one('SELECT default_frequency_minutes FROM organizations'));
    const rows = db
      .prepare(
        `SELECT frequency_minutes AS frequency, last_transfer_ended_at AS ended, schedule_paused_at AS paused
         FROM destinations d WHERE environment = 'prod' AND is_enabled = 1 AND last_transfer_status = 'SUCCESS'
           AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id
             AND t.status IN ('PENDING', 'RUNNING'))`,
      )
      .all() as { frequency: number; ended: string; paused: string | null }[];
    const overdue = rows.filter(
      (d) => REFERENCE_MS - Date.parse(d.ended) > 2 * (d.frequency || orgDefault) * (HOUR_MS / 60),
    );
    expect(overdue).toHaveLength(200);
    expect(overdue.every((d) => d.paused === d.ended)).toBe(true);
  });

  it('scales links, credentials and webhooks', () => {
    const count = (table: string) => one(`SELECT count(*) FROM ${table} WHERE environment = 'prod'`);
    expect(count('magic_links')).toBe(160);
    expect(count('recipient_source_credentials')).toBe(80);
    expect(count('webhooks')).toBe(4);
    expect(count('integrity_jobs')).toBeGreaterThan(1000);
  });
});
