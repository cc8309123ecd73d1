import { describe, expect, it } from 'vitest';
import { engineSetup, runSteps, STEP_MS, statusOf } from '../testing/runner-helpers.ts';

describe('data integrity checks', () => {
  it('go PENDING → RUNNING → SUCCESS with per-model results', async () => {
    const { t, cookie, destination } = await engineSetup();
    const res = await t.call('POST', `/api/destinations/${destination.id}/data-integrity`, {
      cookie,
      body: { check_value_integrity: true },
    });
    expect(res.status).toBe(200);
    const job = res.json.data.job as { id: string; status: string; models: string[] };
    expect(job.status).toBe('PENDING');
    runSteps(t, STEP_MS, 1);
    expect(statusOf(t.db, 'integrity_jobs', job.id)).toBe('RUNNING');
    runSteps(t, STEP_MS, 2);
    const done = await t.call('GET', `/api/destinations/${destination.id}/data-integrity/${job.id}`, {
      cookie,
    });
    const read = done.json.data.job;
    expect(read.status).toBe('SUCCESS');
    expect(read.data_integrity_results.map((r: { model_name: string }) => r.model_name)).toEqual(job.models);
    for (const r of read.data_integrity_results) {
      expect(r.is_healthy).toBe(
        r.total_rows_missing === 0 && r.total_rows_incorrect === 0 && !r.error_message,
      );
      if (!r.error_message) expect(r.total_rows_compared).toBeGreaterThan(0);
    }
  });

  it('fail as a whole on an unreachable destination', async () => {
    const { t, cookie, destination } = await engineSetup();
    t.db.prepare(`UPDATE destinations SET name = 'Acme failing warehouse' WHERE id = ?`).run(destination.id);
    const res = await t.call('POST', `/api/destinations/${destination.id}/data-integrity`, {
      cookie,
      body: {},
    });
    runSteps(t, STEP_MS, 4);
    const job = t.db
      .prepare('SELECT status, log_message, results FROM integrity_jobs WHERE id = ?')
      .get(res.json.data.job.id);
    expect(job).toMatchObject({ status: 'ERROR', results: '[]' });
    expect((job as { log_message: string }).log_message).toMatch(/^Could not connect to the destination: /);
  });
});
