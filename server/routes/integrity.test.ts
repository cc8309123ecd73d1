import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import { integrityJobListReply, integrityJobReply } from '../../src/api/schemas/integrity.ts';
import { quietDestination, runSteps } from '../testing/runner-helpers.ts';
import { makeTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = makeTestApp({ runnerStepMs: 50 });
  const cookie = await t.signIn();
  const destination = quietDestination(t.db, 'snowflake');
  const post = (body: unknown, id = destination.id) =>
    t.call('POST', `/api/destinations/${id}/data-integrity`, { cookie, body });
  return { t, cookie, destination, post };
}

describe('data integrity endpoints', () => {
  it('enqueue a PENDING check of the chosen models', async () => {
    const { t, cookie, destination, post } = await setup();
    const models = (
      await t.call('POST', `/api/destinations/${destination.id}/transfer`, { cookie, body: {} })
    ).json.data.transfer.models as string[];
    const chosen = models.slice(0, 2);
    const res = await post({
      models: chosen.map((model_name) => ({ model_name })),
      check_value_integrity: true,
    });
    expect(res.status).toBe(200);
    const job = v.parse(envelope(integrityJobReply), res.json).data.job;
    expect(job).toMatchObject({
      destination_id: destination.id,
      status: 'PENDING',
      check_value_integrity: true,
      models: [...chosen].sort(),
      data_integrity_results: [],
      started_at: null,
    });
    const read = await t.call('GET', `/api/export/destinations/${destination.id}/data-integrity/${job.id}`, {
      cookie,
    });
    expect(read.json.data.job.id).toBe(job.id);
  });

  it('check every model the destination may receive for an omitted or empty list; enabled_models [] restricts nothing', async () => {
    const { t, cookie, destination, post } = await setup();
    const sendable = async () =>
      (await t.call('POST', `/api/destinations/${destination.id}/transfer`, { cookie, body: {} })).json.data
        .transfer.models as string[];
    const enable = (models: string[]) =>
      t.db
        .prepare('UPDATE destinations SET enabled_models = ? WHERE id = ?')
        .run(JSON.stringify(models), destination.id);
    enable(['*']);
    const all = await sendable();
    expect(all.length).toBeGreaterThan(1);
    for (const enabled of [['*'], []]) {
      enable(enabled);
      for (const body of [{}, { models: [] }]) {
        const res = await post(body);
        expect(res.status, JSON.stringify({ enabled, body })).toBe(200);
        expect(res.json.data.job.models).toEqual(all);
      }
    }
    enable([all[0] as string]);
    expect((await post({ models: [] })).json.data.job.models).toEqual([all[0]]);

    t.db.prepare('DELETE FROM destination_products WHERE destination_id = ?').run(destination.id);
    const none = await post({ models: [] });
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(
      'models: this destination has no models to send (its products have none enabled).',
    );
  });

  it('refuse vendors without integrity checks, bad bodies and unknown models', async () => {
    const { t, post } = await setup();
    const s3 = quietDestination(t.db, 's3');
    const unsupported = await post({}, s3.id);
    expect(unsupported.status).toBe(422);
    expect(unsupported.json.message).toMatch(
      /^vendor: data integrity checks are not available for s3 destinations/,
    );
    expect((await post('{"models":')).status).toBe(400);
    const cases: [unknown, string][] = [
      [{ models: 'orders' }, 'models: models must be a list of {model_name} objects'],
      [{ models: ['orders'] }, 'models.0: each model must be an object with a model_name'],
      [{ models: [{}] }, 'models.0.model_name: model_name is required'],
      [{ models: [{ model_name: 'nope' }] }, 'models: "nope" is not a model of this destination'],
      [
        { check_value_integrity: 'yes' },
        'check_value_integrity: check_value_integrity must be true or false',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.message, JSON.stringify(body)).toContain(message);
    }
    expect((await post({}, 'nope')).status).toBe(404);
  });

  it('list a destination’s checks newest first, `count` as the page size', async () => {
    const { t, cookie, destination, post } = await setup();
    for (let i = 0; i < 3; i++) {
      await post({});
      t.advance(1000);
    }
    const listReply = pagedEnvelope(integrityJobListReply);
    const first = v.parse(
      listReply,
      (await t.call('GET', `/api/destinations/${destination.id}/data-integrity?count=2`, { cookie })).json,
    );
    expect(first.data.jobs).toHaveLength(2);
    expect(first.has_next).toBe(true);
    expect(first.next_url).toContain('count=2');
    const second = v.parse(listReply, (await t.call('GET', first.next_url ?? '', { cookie })).json);
    const all = [...first.data.jobs, ...second.data.jobs];
    const submitted = all.map((j) => j.submitted_at);
    expect(submitted).toEqual([...submitted].sort().reverse());
    expect(new Set(all.map((j) => j.id)).size).toBe(all.length);
    expect(all.every((j) => j.destination_id === destination.id)).toBe(true);
    const bad = await t.call('GET', `/api/destinations/${destination.id}/data-integrity?count=0`, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('count: count must be a whole number from 1 to 100');
    // Bounded and validated, each refusal in the contract's error envelope.
    for (const count of ['101', '2.5', 'abc', '']) {
      const refused = await t.call(
        'GET',
        `/api/destinations/${destination.id}/data-integrity?count=${count}`,
        {
          cookie,
        },
      );
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        status: 'error',
        data: null,
        message: 'count: count must be a whole number from 1 to 100',
      });
    }
    const twenty = await t.call('GET', `/api/destinations/${destination.id}/data-integrity?count=20`, {
      cookie,
    });
    expect(twenty.json.data.jobs).toHaveLength(3);
    expect(twenty.json.has_next).toBe(false);
  });

  it('read a check only under its own destination', async () => {
    const { t, cookie, post } = await setup();
    const id = (await post({})).json.data.job.id as string;
    const other = quietDestination(t.db, 'bigquery');
    const res = await t.call('GET', `/api/destinations/${other.id}/data-integrity/${id}`, { cookie });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Data integrity job not found.');
  });

  it('cancel a PENDING or RUNNING check, then answer 409; unknown ids 404', async () => {
    const { t, cookie, post } = await setup();
    const pending = (await post({})).json.data.job.id as string;
    const running = (await post({})).json.data.job.id as string;
    runSteps(t, 50, 1);
    const cancel = (id: string) =>
      t.call('POST', `/api/destinations/data-integrity/${id}/cancel`, { cookie });
    t.db.prepare(`UPDATE integrity_jobs SET status = 'PENDING' WHERE id = ?`).run(pending);
    for (const id of [pending, running]) {
      const res = await cancel(id);
      expect(res.status).toBe(200);
      expect(res.json.data.job).toMatchObject({ id, status: 'CANCELLED' });
      expect(res.json.data.job.ended_at).not.toBeNull();
    }
    runSteps(t, 50, 4);
    const again = await cancel(running);
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('has already ended (CANCELLED)');
    expect((await cancel('nope')).status).toBe(404);
  });
});
