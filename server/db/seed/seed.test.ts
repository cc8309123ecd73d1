import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integrityResult } from '../../../src/api/schemas/integrity.ts';
import { MAGIC_LINK_LIFETIME_MS } from '../../../src/api/schemas/magic-link.ts';
import { modelColumn } from '../../../src/api/schemas/model.ts';
import { modelMetric } from '../../../src/api/schemas/transfer.ts';
import { HOUR_MS } from '../../runner/vocabulary/time.ts';
import { bindTestSecrets } from '../../testing/test-key.ts';
import { type Db, openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';
import { refreshTransferSummary } from '../transfer-summary.ts';
import { seedDatabase } from './index.ts';
import { plansFor } from './plan.ts';

const REFERENCE_MS = Date.UTC(2026, 10, 22, 10);

function seeded(referenceMs = REFERENCE_MS): Db {
  const db = bindTestSecrets(openDatabase(':memory:'));
  migrate(db);
  seedDatabase(db, { scale: 'default', referenceMs });
  return db;
}

const all = (db: Db, sql: string, ...params: unknown[]) =>
  db.prepare(sql).all(...params) as Record<string, unknown>[];
const one = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params);

const db = seeded();

describe('seed', () => {
  it('is deterministic: same ids and names on every run, timestamps follow the reference', () => {
    // Secrets (magic-link tokens, API keys, passwords) are random per install: secrets-at-rest.test.ts.
    const other = seeded(REFERENCE_MS + 5 * HOUR_MS);
    for (const sql of [
      'SELECT id, name, vendor, settings FROM destinations ORDER BY id',
      'SELECT id, name, id_in_provider_system FROM recipients ORDER BY id',
      'SELECT id, model_name FROM models ORDER BY id',
      'SELECT id, product_name FROM products ORDER BY id',
      'SELECT id, destination_id, status, rows_transferred FROM transfers ORDER BY id',
      'SELECT id, name, recipient_id, vendor, host FROM magic_links ORDER BY id',
      'SELECT id, name FROM webhooks ORDER BY id',
      'SELECT id, username FROM recipient_source_credentials ORDER BY id',
      'SELECT id, name, settings FROM sources ORDER BY id',
    ]) {
      expect(all(other, sql)).toEqual(all(db, sql));
    }
    const shifted = all(other, 'SELECT id, created_at FROM destinations ORDER BY id');
    all(db, 'SELECT id, created_at FROM destinations ORDER BY id').forEach((row, i) => {
      expect(Date.parse(String(shifted[i]?.created_at)) - Date.parse(String(row.created_at))).toBe(
        5 * HOUR_MS,
      );
    });
  });

  it('gives staging its own, smaller data set', () => {
    const names = (table: string, env: string) =>
      new Set(db.prepare(`SELECT name FROM ${table} WHERE environment = ?`).pluck().all(env) as string[]);
    for (const table of ['destinations', 'recipients', 'sources']) {
      const prod = names(table, 'prod');
      const staging = names(table, 'staging');
      expect(staging.size).toBeGreaterThan(0);
      expect(staging.size).toBeLessThan(prod.size + (table === 'sources' ? 1 : 0));
      expect([...staging].filter((n) => prod.has(n))).toEqual([]);
    }
    expect(one(db, `SELECT count(*) FROM destinations WHERE environment = 'staging'`)).toBe(12);
    expect(one(db, `SELECT count(*) FROM recipients WHERE environment = 'staging'`)).toBe(6);
  });

  it('seeds prod with the sizes the console is shown with', () => {
    const count = (table: string) => one(db, `SELECT count(*) FROM ${table} WHERE environment = 'prod'`);
    expect(count('destinations')).toBeGreaterThanOrEqual(60);
    expect(
      one(db, `SELECT count(DISTINCT vendor) FROM destinations WHERE environment = 'prod'`),
    ).toBeGreaterThanOrEqual(12);
    expect(count('recipients')).toBe(25);
    expect(count('models')).toBe(12);
    expect(count('products')).toBe(4);
    expect(
      one(db, `SELECT count(*) FROM products WHERE environment = 'prod' AND is_system_product = 1`),
    ).toBe(1);
    expect(count('sources')).toBe(2);
    expect(count('magic_links')).toBe(8);
    expect(count('webhooks')).toBe(4);
    expect(
      one(db, `SELECT count(*) FROM destinations WHERE environment = 'prod' AND is_enabled = 0`),
    ).toBeGreaterThan(0);
    const failingLast = one(
      db,
      `SELECT count(*) FROM destinations WHERE environment = 'prod' AND last_transfer_status <> 'SUCCESS'`,
    );
    expect(failingLast).toBeGreaterThanOrEqual(6);
    expect(one(db, 'SELECT count(*) FROM app_users')).toBeGreaterThanOrEqual(3);
  });

  it('writes wire-shaped JSON that the shared schemas accept', () => {
    for (const row of all(db, 'SELECT columns FROM models')) {
      const columns = v.parse(v.array(modelColumn), JSON.parse(String(row.columns)));
      expect(columns.length).toBeGreaterThanOrEqual(4);
      expect(columns.length).toBeLessThanOrEqual(10);
      expect(columns.some((c) => c.is_primary_key)).toBe(true);
      expect(columns.some((c) => c.is_last_modified)).toBe(true);
    }
    for (const row of all(
      db,
      `SELECT model_metrics FROM transfers WHERE status IN ('ERROR', 'PARTIAL_FAILURE')`,
    )) {
      const metrics = v.parse(v.array(modelMetric), JSON.parse(String(row.model_metrics)));
      expect(metrics.some((m) => m.error && m.error.trace.length > m.error.message.length)).toBe(true);
    }
    for (const row of all(db, `SELECT results FROM integrity_jobs`)) {
      v.parse(v.array(integrityResult), JSON.parse(String(row.results)));
    }
    expect(one(db, `SELECT count(*) FROM integrity_jobs WHERE results <> '[]'`)).toBeGreaterThan(0);
  });

  it('spreads 30 days of transfers with mostly successes and some failures and cancellations', () => {
    const statuses = Object.fromEntries(
      all(db, `SELECT status, count(*) AS n FROM transfers WHERE environment = 'prod' GROUP BY status`).map(
        (r) => [r.status, r.n],
      ),
    ) as Record<string, number>;
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    expect((statuses.SUCCESS ?? 0) / total).toBeGreaterThan(0.8);
    for (const status of ['ERROR', 'PARTIAL_FAILURE', 'CANCELLED'])
      expect(statuses[status]).toBeGreaterThan(0);
    const oldest = Date.parse(String(one(db, 'SELECT min(submitted_at) FROM transfers')));
    expect(REFERENCE_MS - oldest).toBeLessThanOrEqual(30 * 24 * HOUR_MS);
    expect(REFERENCE_MS - oldest).toBeGreaterThan(28 * 24 * HOUR_MS);
  });

  it('has overdue-but-green destinations whose schedule stopped', () => {
    const stopped = all(
      db,
      `SELECT d.environment, d.name, d.is_enabled, d.frequency_minutes, d.created_at, d.schedule_paused_at,
         d.last_transfer_status, d.last_transfer_ended_at, d.last_successful_transfer_ended_at AS last_success,
         (SELECT max(submitted_at) FROM transfers t WHERE t.destination_id = d.id) AS last_submitted,
         (SELECT count(*) FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))
           AS in_flight
       FROM destinations d WHERE d.schedule_paused_at IS NOT NULL ORDER BY d.environment, d.frequency_minutes`,
    );
    const hoursAgo = (at: unknown) => (REFERENCE_MS - Date.parse(String(at))) / HOUR_MS;
    expect(
      stopped.map((d) => [d.environment, d.name, d.frequency_minutes, hoursAgo(d.last_success)]),
    ).toEqual([
      ['prod', 'Crescent Media Azure Blob Storage', 60, 5],
      ['prod', 'Blue Harbor Payments Databricks', 360, 48],
      ['prod', 'Maplewood Traders BigQuery', 1440, 96],
      ['staging', 'Demo Dental Group S3 Compatible (staging)', 0, 72],
    ]);
    const orgDefault = Number(one(db, 'SELECT default_frequency_minutes FROM organizations'));
    for (const d of stopped) {
      expect(d.is_enabled).toBe(1);
      expect(d.in_flight).toBe(0);
      // Green: the last completed transfer is the last success, and nothing was submitted after it.
      expect(d.last_transfer_status).toBe('SUCCESS');
      expect(d.last_transfer_ended_at).toBe(d.last_success);
      expect(String(d.last_submitted) < String(d.last_success)).toBe(true);
      expect(d.schedule_paused_at).toBe(d.last_success);
      // Overdue: more than twice the effective frequency, and made long before.
      const frequencyHours = (Number(d.frequency_minutes) || orgDefault) / 60;
      expect(hoursAgo(d.last_success)).toBeGreaterThan(2 * frequencyHours);
      expect(hoursAgo(d.created_at)).toBeGreaterThan(30 * 24);
    }
  });

  it('leaves every other enabled destination on schedule: its last run ended within one period', () => {
    const orgDefault = Number(one(db, 'SELECT default_frequency_minutes FROM organizations'));
    const rows = all(
      db,
      `SELECT d.name, d.frequency_minutes, d.last_transfer_status, d.last_transfer_ended_at
       FROM destinations d WHERE d.is_enabled = 1 AND d.schedule_paused_at IS NULL
         AND d.last_transfer_ended_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))`,
    );
    expect(rows.length).toBeGreaterThan(50);
    // Failing ones too: a scheduler that keeps up keeps trying them.
    expect(new Set(rows.map((d) => d.last_transfer_status))).toEqual(
      new Set(['SUCCESS', 'ERROR', 'PARTIAL_FAILURE', 'CANCELLED']),
    );
    for (const d of rows) {
      const periodMs = (Number(d.frequency_minutes) || orgDefault) * 60_000;
      const ago = REFERENCE_MS - Date.parse(String(d.last_transfer_ended_at));
      expect([d.name, ago > 0 && ago <= periodMs]).toEqual([d.name, true]);
    }
  });

  it('stops 1 % of the large organisation the same way, over every frequency', () => {
    // Seeding it takes seconds; the choice and the histories are the code tested above.
    const [large] = plansFor('large');
    expect(large?.stoppedSchedules).toHaveLength((large?.destinations ?? 0) / 100);
    for (const stop of large?.stoppedSchedules ?? []) {
      expect(stop.lastSuccessHoursAgo).toBeGreaterThan((2 * (stop.frequency || 1440)) / 60);
    }
    expect(new Set(large?.stoppedSchedules.map((s) => s.frequency))).toEqual(
      new Set([0, 15, 60, 360, 720, 1440]),
    );
  });

  it('has used, active and expired magic links', () => {
    const links = all(db, `SELECT has_been_used, created_at FROM magic_links WHERE environment = 'prod'`);
    expect(links.some((l) => l.has_been_used === 1)).toBe(true);
    const old = links.filter((l) => REFERENCE_MS - Date.parse(String(l.created_at)) > MAGIC_LINK_LIFETIME_MS);
    expect(old.length).toBeGreaterThan(0);
    expect(old.length).toBeLessThan(links.length);
  });

  it('keeps the denormalised transfer summary equal to a fresh computation', () => {
    const before = all(db, 'SELECT * FROM destinations ORDER BY id');
    const copy = bindTestSecrets(openDatabase(db.serialize()));
    for (const row of before) {
      copy
        .prepare(
          `UPDATE destinations SET last_transfer_id = NULL, last_transfer_status = NULL, last_transfer_rows = NULL,
           last_transfer_ended_at = NULL, last_transfer_submitted_at = NULL, last_successful_transfer_ended_at = NULL
           WHERE id = ?`,
        )
        .run(row.id);
      refreshTransferSummary(copy, String(row.id));
    }
    expect(all(copy, 'SELECT * FROM destinations ORDER BY id')).toEqual(before);
  });

  it('refuses to seed a database twice', () => {
    expect(() => seedDatabase(db, { scale: 'default', referenceMs: REFERENCE_MS })).toThrow('already seeded');
  });
});
