import { describe, expect, it } from 'vitest';
import { runSteps, STEP_MS, setHistory, type TestApp } from '../testing/runner-helpers.ts';
import { makeTestApp } from '../testing/test-app.ts';

function freshScheduler(t: TestApp) {
  // Only the destinations a test enables take part.
  t.db.exec(`UPDATE destinations SET is_enabled = 0`);
  return (vendor: string, frequency: number, lastSubmittedMinutesAgo: number | null) => {
    const d = t.db
      .prepare(
        `SELECT id FROM destinations WHERE vendor = ? AND environment = 'prod' AND is_enabled = 0
         AND EXISTS (SELECT 1 FROM destination_products dp WHERE dp.destination_id = destinations.id)
         ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get(vendor) as string;
    t.db
      .prepare('UPDATE destinations SET is_enabled = 1, frequency_minutes = ? WHERE id = ?')
      .run(frequency, d);
    const at =
      lastSubmittedMinutesAgo === null
        ? null
        : new Date(t.now() - lastSubmittedMinutesAgo * 60_000).toISOString();
    setHistory(t.db, d, at);
    return d;
  };
}

describe('scheduler', () => {
  const scheduledFor = (t: TestApp, ids: string[]) =>
    ids.map(
      (id) => t.db.prepare('SELECT destination_id FROM transfers WHERE id = ?').pluck().get(id) as string,
    );

  it('enqueues enabled destinations whose last transfer is older than their frequency', async () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    const enable = freshScheduler(t);
    const due = enable('postgres', 60, 61);
    enable('snowflake', 60, 59);
    const never = enable('bigquery', 15, null);
    const running = enable('mysql', 15, 600);
    t.db.prepare(`UPDATE transfers SET status = 'RUNNING' WHERE destination_id = ?`).run(running);

    const enqueued = t.engine.scheduler.tick() ?? [];
    expect(scheduledFor(t, enqueued).sort()).toEqual([due, never].sort());
    const first = t.db.prepare(
      'SELECT full_refresh, status FROM transfers WHERE destination_id = ? AND status = ?',
    );
    expect(first.get(never, 'PENDING')).toEqual({ full_refresh: 1, status: 'PENDING' });
    expect(first.get(due, 'PENDING')).toEqual({ full_refresh: 0, status: 'PENDING' });
    expect(t.engine.scheduler.tick()).toEqual([]); // already queued: not twice
  });

  it('reads frequency 0 as the organisation default', async () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    const enable = freshScheduler(t);
    const byDefault = enable('postgres', 0, 23 * 60);
    expect(t.engine.scheduler.tick()).toEqual([]); // the default is 1440 minutes
    t.db.exec('UPDATE organizations SET default_frequency_minutes = 360');
    expect(scheduledFor(t, t.engine.scheduler.tick() ?? [])).toEqual([byDefault]);
  });

  it('sends every model of the products when enabled_models is [], as for ["*"]', async () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    const enable = freshScheduler(t);
    const wide = enable('postgres', 60, 61);
    const star = enable('snowflake', 60, 61);
    t.db.prepare(`UPDATE destinations SET enabled_models = '[]' WHERE id = ?`).run(wide);
    t.db.prepare(`UPDATE destinations SET enabled_models = '["*"]' WHERE id = ?`).run(star);
    const productModels = (id: string) =>
      t.db
        .prepare(
          `SELECT DISTINCT m.model_name FROM destination_products dp JOIN product_models pm ON pm.product_id = dp.product_id
           JOIN models m ON m.id = pm.model_id WHERE dp.destination_id = ? ORDER BY m.model_name`,
        )
        .pluck()
        .all(id);
    const models = t.db.prepare(`SELECT models FROM transfers WHERE id = ?`).pluck();
    const enqueued = t.engine.scheduler.tick() ?? [];
    expect(scheduledFor(t, enqueued).sort()).toEqual([wide, star].sort());
    for (const id of enqueued) {
      const destination = t.db.prepare('SELECT destination_id FROM transfers WHERE id = ?').pluck().get(id);
      const sent = JSON.parse(models.get(id) as string);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent).toEqual(productModels(destination as string));
    }
  });
});

describe('stopped schedules (overdue but green)', () => {
  const HOUR_MS = 3_600_000;
  const stopped = (t: TestApp) =>
    t.db
      .prepare('SELECT id FROM destinations WHERE schedule_paused_at IS NOT NULL ORDER BY id')
      .pluck()
      .all();
  const inFlight = (t: TestApp) =>
    t.db.prepare(`SELECT count(*) FROM transfers WHERE status IN ('PENDING', 'RUNNING')`).pluck().get() !== 0;
  const drain = (t: TestApp) => {
    runSteps(t, STEP_MS, 500, () => !inFlight(t));
    expect(inFlight(t)).toBe(false);
  };
  const destinationsOf = (t: TestApp, transferIds: string[]) =>
    transferIds.map(
      (id) => t.db.prepare('SELECT destination_id FROM transfers WHERE id = ?').pluck().get(id) as string,
    );
  /**
   * The console's rule: enabled, no transfer in flight, last completed transfer SUCCESS, and the last
   * success (or the creation, if none) more than twice the effective frequency ago.
   */
  const overdueButGreen = (t: TestApp) => {
    const orgDefault = t.db.prepare('SELECT default_frequency_minutes FROM organizations').pluck().get();
    const rows = t.db
      .prepare(
        `SELECT d.id, d.frequency_minutes, d.created_at, d.last_successful_transfer_ended_at AS last_success
         FROM destinations d WHERE d.is_enabled = 1 AND d.last_transfer_status = 'SUCCESS'
         AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))
         ORDER BY d.id`,
      )
      .all() as { id: string; frequency_minutes: number; created_at: string; last_success: string | null }[];
    return rows
      .filter((d) => {
        const minutes = d.frequency_minutes || Number(orgDefault) || 1440;
        return Date.parse(d.last_success ?? d.created_at) < t.now() - 2 * minutes * 60_000;
      })
      .map((d) => d.id);
  };

  it('leaves the seeded stopped schedules alone and still enqueues the ordinary due destinations', () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    expect(stopped(t)).toHaveLength(4);
    // Every other idle, enabled hourly destination last ran within the hour before seeding: an hour on, due.
    const hourly = t.db
      .prepare(
        `SELECT d.id FROM destinations d WHERE d.is_enabled = 1 AND d.frequency_minutes = 60
         AND d.schedule_paused_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))`,
      )
      .pluck()
      .all() as string[];
    expect(hourly.length).toBeGreaterThan(3);
    expect(destinationsOf(t, t.engine.scheduler.tick() ?? []).filter((id) => hourly.includes(id))).toEqual(
      [],
    );
    t.advance(HOUR_MS);
    const enqueued = destinationsOf(t, t.engine.scheduler.tick() ?? []);
    expect(enqueued).toEqual(expect.arrayContaining(hourly));
    expect(enqueued.filter((id) => stopped(t).includes(id))).toEqual([]);
  });

  it('keeps exactly the stopped schedules overdue and green while the demo server runs', () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    const transfersOf = t.db.prepare('SELECT count(*) FROM transfers WHERE destination_id = ?').pluck();
    const before = stopped(t).map((id) => transfersOf.get(id));
    drain(t); // the seed's runs in flight
    for (let hour = 0; hour < 4; hour++) {
      t.advance(HOUR_MS);
      t.engine.scheduler.tick();
      drain(t);
    }
    expect(overdueButGreen(t)).toEqual(stopped(t));
    expect(stopped(t).map((id) => transfersOf.get(id))).toEqual(before);
  });

  it('Sync Now runs one once; a new frequency or turning it off and on restarts its schedule', async () => {
    const t = makeTestApp({ runnerStepMs: STEP_MS });
    const cookie = await t.signIn();
    const pick = (frequency: number) =>
      t.db
        .prepare(`SELECT id FROM destinations WHERE schedule_paused_at IS NOT NULL AND frequency_minutes = ?`)
        .pluck()
        .get(frequency) as string;
    const [hourly, daily] = [pick(60), pick(1440)];
    const patch = async (id: string, destination: object) => {
      const res = await t.call('PATCH', `/api/destinations/${id}`, { cookie, body: { destination } });
      expect(res.status, res.text).toBe(200);
    };
    const scheduled = () => destinationsOf(t, t.engine.scheduler.tick() ?? []);

    // One run in twenty has a transient model failure, drawn from its random id (runner/transfer-plan.ts):
    // another Sync Now then succeeds, as a person would press it again.
    const lastStatus = () =>
      t.db.prepare('SELECT last_transfer_status FROM destinations WHERE id = ?').pluck().get(hourly);
    for (let attempt = 0; attempt === 0 || (attempt < 5 && lastStatus() !== 'SUCCESS'); attempt++) {
      const syncNow = await t.call('POST', `/api/destinations/${hourly}/transfer`, { cookie, body: {} });
      expect(syncNow.status).toBe(200);
      drain(t);
    }
    expect(lastStatus()).toBe('SUCCESS');
    t.advance(3 * HOUR_MS);
    // A rename leaves the schedule stopped; so did the manual run.
    await patch(hourly, { name: 'Renamed while stopped' });
    await patch(daily, { name: 'Renamed too' });
    const afterRename = scheduled();
    expect(afterRename).not.toContain(hourly);
    expect(afterRename).not.toContain(daily);
    expect(overdueButGreen(t)).toEqual(expect.arrayContaining([hourly, daily]));

    await patch(hourly, { frequency_minutes: 360 });
    await patch(daily, { is_enabled: false });
    await patch(daily, { is_enabled: true });
    drain(t);
    t.advance(7 * HOUR_MS);
    expect(scheduled()).toEqual(expect.arrayContaining([hourly, daily]));
    expect(stopped(t)).not.toContain(hourly);
    expect(stopped(t)).not.toContain(daily);
  });
});
