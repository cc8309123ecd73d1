import { describe, expect, it } from 'vitest';
import { STEP_MS, setHistory, type TestApp } from '../testing/runner-helpers.ts';
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
