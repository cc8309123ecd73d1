import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { destinationReply } from '../../src/api/schemas/destination.ts';
import { envelope } from '../../src/api/schemas/envelope.ts';
import {
  engineSetup,
  eventsOfType,
  runSteps,
  STEP_MS,
  statusOf,
  transferOf,
} from '../testing/runner-helpers.ts';
import { publishEvent } from './events.ts';

describe('transfer lifecycle', () => {
  it('goes PENDING → RUNNING → a final state, reporting models as they finish', async () => {
    const { t, cookie, destination, start, read } = await engineSetup();
    const created = await start();
    expect(created).toMatchObject({
      status: 'PENDING',
      started_at: null,
      ended_at: null,
      rows_transferred: null,
    });
    expect(created.models.length).toBeGreaterThan(1);

    t.engine.tick();
    expect((await read(created.id)).status).toBe('PENDING'); // not before one step has passed
    runSteps(t, STEP_MS, 1);
    const running = await read(created.id);
    expect(running.status).toBe('RUNNING');
    expect(running.started_at).toBe(new Date(t.now()).toISOString());

    runSteps(t, STEP_MS, 20, () => statusOf(t.db, 'transfers', created.id) !== 'RUNNING');
    const done = await read(created.id);
    expect(['SUCCESS', 'PARTIAL_FAILURE']).toContain(done.status);
    expect(done.status).toBe(done.model_metrics.some((m) => m.error) ? 'PARTIAL_FAILURE' : 'SUCCESS');
    expect(done.ended_at).not.toBeNull();
    expect(done.model_metrics.map((m) => m.model_name)).toEqual(created.models);
    expect(done.rows_transferred).toBe(done.model_metrics.reduce((sum, m) => sum + m.rows_transferred, 0));
    expect(done.rows_transferred).toBeGreaterThan(0);

    const detail = await t.call('GET', `/api/destinations/${destination.id}`, { cookie });
    const summary = v.parse(envelope(destinationReply), detail.json).data.destination.last_completed_transfer;
    expect(summary).toMatchObject({
      id: created.id,
      status: done.status,
      rows_transferred: done.rows_transferred,
    });
    const type = done.status === 'SUCCESS' ? 'transfer.success' : 'transfer.error';
    expect(eventsOfType(t.db, type).some((e) => e.transfer?.id === created.id)).toBe(true);
  });

  it('shows finished models while RUNNING, growing step by step', async () => {
    const { t, start, read } = await engineSetup();
    const created = await start();
    runSteps(t, STEP_MS, 1);
    const counts: number[] = [];
    for (let i = 0; i < 10 && statusOf(t.db, 'transfers', created.id) === 'RUNNING'; i++) {
      counts.push((await read(created.id)).model_metrics.length);
      runSteps(t, STEP_MS, 1);
    }
    expect(counts[0]).toBe(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(Math.max(...counts)).toBeGreaterThan(0);
  });

  it('fails every model of an unreachable destination with a message and a multi-line trace', async () => {
    const { t, destination, start, read } = await engineSetup();
    t.db
      .prepare(
        `UPDATE destinations SET settings = json_set(settings, '$.postgres.host', 'db.acme.invalid') WHERE id = ?`,
      )
      .run(destination.id);
    const created = await start();
    runSteps(t, STEP_MS, 3);
    const done = await read(created.id);
    expect(done.status).toBe('ERROR');
    expect(done.rows_transferred).toBe(0);
    for (const m of done.model_metrics) {
      expect(m.error?.message).toBe('dial tcp: lookup db.acme.invalid: no such host');
      expect(m.error?.trace.split('\n').length).toBeGreaterThan(2);
    }
    expect(eventsOfType(t.db, 'transfer.error').some((e) => e.transfer?.id === created.id)).toBe(true);
  });

  it('repeats a failure on every run until the destination is updated', async () => {
    const { t, destination, start, read } = await engineSetup();
    const failed = await start();
    const error = {
      message: 'permission denied for schema acme_export',
      trace: 'error loading model x\n  at y',
    };
    const metrics = failed.models.map((model_name) => ({ model_name, rows_transferred: 0, error }));
    t.db
      .prepare(
        `UPDATE transfers SET status = 'ERROR', model_metrics = ?, ended_at = submitted_at WHERE id = ?`,
      )
      .run(JSON.stringify(metrics), failed.id);
    t.advance(1000);
    const again = await start();
    runSteps(t, STEP_MS, 10);
    expect((await read(again.id)).model_metrics.map((m) => m.error?.message)).toEqual(
      failed.models.map(() => error.message),
    );
    const silent = { info: () => {}, error: () => {} };
    publishEvent(
      { db: t.db, now: t.now, log: silent },
      { type: 'export_destination.updated', environment: 'prod', data: { destination } },
    );
    t.advance(1000);
    const fixed = await start();
    runSteps(t, STEP_MS, 10);
    const done = await read(fixed.id);
    expect(done.model_metrics.filter((m) => m.error?.message === error.message)).toEqual([]);
  });

  it('runs one transfer per destination at a time; the next waits in PENDING', async () => {
    const { t, start } = await engineSetup();
    const first = await start();
    const second = await start();
    runSteps(t, STEP_MS, 1);
    expect(statusOf(t.db, 'transfers', first.id)).toBe('RUNNING');
    expect(statusOf(t.db, 'transfers', second.id)).toBe('PENDING');
    runSteps(t, STEP_MS, 20, () => statusOf(t.db, 'transfers', second.id) !== 'PENDING');
    expect(statusOf(t.db, 'transfers', first.id)).not.toMatch(/PENDING|RUNNING/);
    expect(statusOf(t.db, 'transfers', second.id)).toBe('RUNNING');
  });
});

describe('cancelling a transfer', () => {
  it('cancels a PENDING transfer, publishes transfer.cancelled, then answers 409', async () => {
    const { t, cookie, start, read } = await engineSetup();
    const created = await start();
    const res = await t.call('POST', `/api/transfers/${created.id}/cancel`, { cookie });
    expect(res.status).toBe(200);
    expect(transferOf(res)).toMatchObject({ status: 'CANCELLED', started_at: null });
    expect(transferOf(res).ended_at).not.toBeNull();
    runSteps(t, STEP_MS, 5);
    expect((await read(created.id)).status).toBe('CANCELLED'); // the engine never revives it
    expect(eventsOfType(t.db, 'transfer.cancelled').map((e) => e.transfer?.id)).toContain(created.id);
    const again = await t.call('POST', `/api/transfers/${created.id}/cancel`, { cookie });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      `Transfer ${created.id} has already ended (CANCELLED); only PENDING or RUNNING transfers can be cancelled.`,
    );
  });

  it('cancels a RUNNING transfer through the deprecated spelling, keeping the models already done', async () => {
    const { t, cookie, start, read } = await engineSetup();
    const created = await start();
    runSteps(t, STEP_MS, 2); // started, one step into a run of at least two
    const before = await read(created.id);
    expect(before.status).toBe('RUNNING');
    const res = await t.call('POST', `/api/export/transfers/${created.id}/cancel`, { cookie });
    expect(res.status).toBe(200);
    const cancelled = transferOf(res);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.model_metrics).toEqual(before.model_metrics);
    expect(cancelled.started_at).toBe(before.started_at);
    expect((await t.call('POST', `/api/transfers/${created.id}/cancel`, { cookie })).status).toBe(409);
  });

  it('answers 404 for an unknown transfer on both spellings', async () => {
    const { t, cookie } = await engineSetup();
    for (const path of ['/api/transfers/nope/cancel', '/api/export/transfers/nope/cancel']) {
      const res = await t.call('POST', path, { cookie });
      expect(res.status, path).toBe(404);
      expect(res.json.message).toBe('Transfer not found.');
    }
  });
});
