import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ActivityLog, activityListReply } from '../../src/api/schemas/activity.ts';
import { pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { insertIntegrityJob } from '../store/integrity.ts';
import { insertTransfer } from '../store/transfer-writes.ts';
import { makeTestApp } from '../testing/test-app.ts';

const listReply = pagedEnvelope(activityListReply);

/** A prod destination with both transfers and integrity checks in its history. */
const destinationWithChecks = (db: Db) =>
  db
    .prepare(
      `SELECT destination_id FROM integrity_jobs WHERE environment = 'prod'
       GROUP BY destination_id ORDER BY count(*) DESC, destination_id LIMIT 1`,
    )
    .pluck()
    .get() as string;

let added = 0;
function addEntries(db: Db, destinationId: string, submittedAt: string, idPrefix: string) {
  const id = `${idPrefix}-${++added}`;
  insertTransfer(db, {
    id: `${id}-t`,
    environment: 'prod',
    destinationId,
    fullRefresh: false,
    models: ['orders'],
    submittedAt,
    startWindow: null,
    endWindow: null,
    tags: {},
  });
  insertIntegrityJob(db, {
    id: `${id}-j`,
    environment: 'prod',
    destinationId,
    models: ['orders'],
    checkValueIntegrity: false,
    submittedAt,
  });
}

describe('GET /destinations/{id}/activity', () => {
  it('merges transfers and checks newest first and pages by 3 without repeats or gaps while rows are added', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const destinationId = destinationWithChecks(t.db);
    const original = t.db
      .prepare(
        `SELECT id FROM transfers WHERE destination_id = ? UNION ALL SELECT id FROM integrity_jobs WHERE destination_id = ?`,
      )
      .pluck()
      .all(destinationId, destinationId) as string[];
    const seen: ActivityLog[] = [];
    let url: string | undefined = `/api/destinations/${destinationId}/activity?page_size=3`;
    while (url) {
      const page: v.InferOutput<typeof listReply> = v.parse(
        listReply,
        (await t.call('GET', url, { cookie })).json,
      );
      expect(page.data.activity_logs.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.activity_logs);
      const last = seen.at(-1);
      if (last && page.has_next) {
        // Newer than everything, older than everything, and ties on the cursor's time on both sides of its id.
        addEntries(t.db, destinationId, '2099-01-01T00:00:00.000Z', 'new');
        addEntries(t.db, destinationId, '2000-01-01T00:00:00.000Z', 'old');
        addEntries(t.db, destinationId, last.submitted_at, `${last.id}-tie`);
        addEntries(t.db, destinationId, last.submitted_at, `0-tie`);
        expect(page.next_url).toContain('page_size=3');
      }
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of original) expect(ids).toContain(id);
    const keys = seen.map((e) => `${e.submitted_at}|${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    for (const entry of seen) {
      if (entry.type === 'data_integrity') expect(entry.data_integrity_job.id).toBe(entry.id);
      else expect(entry.transfer).toMatchObject({ id: entry.id, event_log: entry.type === 'event_log' });
    }
    expect(new Set(seen.map((e) => e.type))).toEqual(new Set(['transfer', 'data_integrity']));
  });

  it('answers the deprecated spelling, 404 for an unknown destination and 422 for a bad page size', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const destinationId = destinationWithChecks(t.db);
    const old = await t.call('GET', `/api/export/destinations/${destinationId}/activity?page_size=2`, {
      cookie,
    });
    expect(old.json.data.activity_logs).toHaveLength(2);
    const unknown = await t.call('GET', '/api/destinations/nope/activity', { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Destination not found.');
    const bad = await t.call('GET', `/api/destinations/${destinationId}/activity?page_size=0`, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('page_size: page_size must be at least 1');
  });
});
