import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import {
  dailyTransferStatsReply,
  type Transfer,
  transferListReply,
  transferReply,
} from '../../src/api/schemas/transfer.ts';
import { quietDestination } from '../testing/runner-helpers.ts';
import { makeTestApp } from '../testing/test-app.ts';

const listReply = pagedEnvelope(transferListReply);

/** Every model of the destination's products, sorted: what it may receive when nothing restricts it. */
const productModels = (t: ReturnType<typeof makeTestApp>, destinationId: string) =>
  t.db
    .prepare(
      `SELECT DISTINCT m.model_name FROM destination_products dp JOIN product_models pm ON pm.product_id = dp.product_id
       JOIN models m ON m.id = pm.model_id WHERE dp.destination_id = ? ORDER BY m.model_name`,
    )
    .pluck()
    .all(destinationId) as string[];

async function setup() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const destination = quietDestination(t.db);
  const post = (body: unknown, id = destination.id, prefix = '') =>
    t.call('POST', `/api/${prefix}destinations/${id}/transfer`, { cookie, body });
  return { t, cookie, destination, post };
}

describe('POST /destinations/{id}/transfer', () => {
  it('requires a session for every transfer call', async () => {
    const t = makeTestApp();
    for (const [method, path] of [
      ['POST', '/api/destinations/x/transfer'],
      ['GET', '/api/transfers'],
      ['GET', '/api/transfers/x'],
      ['GET', '/api/transfers/daily-stats'],
      ['POST', '/api/transfers/x/cancel'],
      ['GET', '/api/destinations/x/activity'],
      ['GET', '/api/reports/transfers'],
    ] as const) {
      expect((await t.call(method, path)).status, path).toBe(401);
    }
  });

  it('enqueues a PENDING transfer of every available model by default', async () => {
    const { t, destination, post } = await setup();
    const res = await post({});
    expect(res.status).toBe(200);
    const transfer = v.parse(envelope(transferReply), res.json).data.transfer;
    const available = t.db
      .prepare(
        `SELECT DISTINCT m.model_name FROM destination_products dp JOIN product_models pm ON pm.product_id = dp.product_id
         JOIN models m ON m.id = pm.model_id WHERE dp.destination_id = ? ORDER BY m.model_name`,
      )
      .pluck()
      .all(destination.id);
    const enabled = JSON.parse(
      t.db
        .prepare('SELECT enabled_models FROM destinations WHERE id = ?')
        .pluck()
        .get(destination.id) as string,
    ) as string[];
    expect(transfer).toMatchObject({
      destination_id: destination.id,
      status: 'PENDING',
      full_refresh: false,
      models: enabled.includes('*') ? available : available.filter((m) => enabled.includes(m as string)),
      tags: {},
      event_log: false,
      submitted_at: new Date(t.now()).toISOString(),
    });
  });

  it('keeps the chosen models, the window in UTC, the tags and full_refresh (also via /export)', async () => {
    const { t, destination, post } = await setup();
    const [model] = JSON.parse(
      (t.db
        .prepare('SELECT models FROM transfers WHERE destination_id = ? LIMIT 1')
        .pluck()
        .get(destination.id) ?? '[]') as string,
    ) as string[];
    const res = await post(
      {
        full_refresh: true,
        models: [model, model],
        start_transfer_window_at: '2026-11-01T02:00:00+02:00',
        end_transfer_window_at: '2026-11-02T00:00:00Z',
        tags: { reason: 'backfill', 'requested-by': 'ops_team' },
      },
      destination.id,
      'export/',
    );
    expect(res.status).toBe(200);
    expect(res.json.data.transfer).toMatchObject({
      full_refresh: true,
      models: [model],
      start_transfer_window_at: '2026-11-01T00:00:00.000Z',
      end_transfer_window_at: '2026-11-02T00:00:00.000Z',
      tags: { reason: 'backfill', 'requested-by': 'ops_team' },
    });
  });

  it('reads an empty models list as every model the destination may receive, like an omitted one', async () => {
    const { post } = await setup();
    const omitted = (await post({})).json.data.transfer.models as string[];
    const res = await post({ models: [] });
    expect(res.status).toBe(200);
    expect(res.json.data.transfer.models).toEqual(omitted);
    expect(omitted.length).toBeGreaterThan(0);
  });

  it('treats enabled_models [] like ["*"]; a destination that may receive no model answers 422', async () => {
    const { t, destination, post } = await setup();
    const all = productModels(t, destination.id);
    expect(all.length).toBeGreaterThan(1);
    const enable = (models: string[]) =>
      t.db
        .prepare('UPDATE destinations SET enabled_models = ? WHERE id = ?')
        .run(JSON.stringify(models), destination.id);
    enable([all[1] as string]);
    expect((await post({})).json.data.transfer.models).toEqual([all[1]]);
    enable([]);
    expect((await post({})).json.data.transfer.models).toEqual(all);
    expect((await post({ models: [] })).json.data.transfer.models).toEqual(all);
    enable(['*']);
    expect((await post({ models: [] })).json.data.transfer.models).toEqual(all);

    t.db.prepare('DELETE FROM destination_products WHERE destination_id = ?').run(destination.id);
    for (const body of [{}, { models: [] }]) {
      const none = await post(body);
      expect(none.status).toBe(422);
      expect(none.json.message).toBe(
        'models: this destination has no models to send (its products have none enabled).',
      );
    }
  });

  it('answers 400 to malformed JSON and 422 naming the field to invalid bodies', async () => {
    const { post } = await setup();
    const malformed = await post('{"models": [');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('Request body is not valid JSON.');
    const notObject = await post('"sync"');
    expect(notObject.status).toBe(400);
    expect(notObject.json.message).toBe('Request body must be a JSON object.');
    const cases: [unknown, string][] = [
      [{ full_refresh: 'yes' }, 'full_refresh: full_refresh must be true or false'],
      [{ models: 'orders' }, 'models: models must be a list of model names'],
      [{ tags: ['a'] }, 'tags: tags must be an object of key: value strings'],
      [{ models: ['not_a_model'] }, 'models: "not_a_model" is not a model of this destination (available: '],
      [
        { start_transfer_window_at: 'yesterday' },
        'start_transfer_window_at: start_transfer_window_at must be an RFC 3339',
      ],
      [
        { end_transfer_window_at: '2026-11-01T10:00:00' },
        'end_transfer_window_at: end_transfer_window_at must be an RFC 3339',
      ],
      [
        { start_transfer_window_at: '2026-11-02T00:00:00Z', end_transfer_window_at: '2026-11-01T00:00:00Z' },
        'start_transfer_window_at: start_transfer_window_at must be before end_transfer_window_at',
      ],
      [
        { tags: { 'has space': 'x' } },
        'tags.has space: Keys and values must be alphanumeric, underscores, or dashes.',
      ],
      [
        { tags: { ok: 'semi;colon' } },
        'tags.ok: Keys and values must be alphanumeric, underscores, or dashes.',
      ],
      [{ tags: { ok: 3 } }, 'tags.ok: tag values must be strings'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.message, JSON.stringify(body)).toContain(message);
    }
  });

  it('answers 404 for an unknown destination or one of the other environment, 409 when disabled', async () => {
    const { t, destination, post } = await setup();
    expect((await post({}, 'no-such-destination')).status).toBe(404);
    const staging = t.db
      .prepare(`SELECT id FROM destinations WHERE environment = 'staging' LIMIT 1`)
      .pluck()
      .get();
    const other = await post({}, String(staging));
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('Destination not found.');
    t.db.prepare('UPDATE destinations SET is_enabled = 0 WHERE id = ?').run(destination.id);
    const disabled = await post({});
    expect(disabled.status).toBe(409);
    expect(disabled.json.message).toBe('This destination is disabled; enable it before starting a transfer.');
  });
});

describe('transfer reads', () => {
  it('reads one transfer on both spellings and 404s an unknown id', async () => {
    const { t, cookie, post } = await setup();
    const id = (await post({})).json.data.transfer.id as string;
    for (const path of [`/api/transfers/${id}`, `/api/export/transfers/${id}`]) {
      const res = await t.call('GET', path, { cookie });
      expect(v.parse(envelope(transferReply), res.json).data.transfer.id).toBe(id);
    }
    const missing = await t.call('GET', '/api/transfers/nope', { cookie });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Transfer not found.');
  });

  it("pages a destination's transfers newest first without repeats", async () => {
    const { t, cookie, destination } = await setup();
    const expected = t.db
      .prepare('SELECT id FROM transfers WHERE destination_id = ? ORDER BY submitted_at DESC, id DESC')
      .pluck()
      .all(destination.id);
    const seen: Transfer[] = [];
    let url: string | undefined = `/api/transfers?destination_id=${destination.id}&page_size=7`;
    while (url) {
      const page: v.InferOutput<typeof listReply> = v.parse(
        listReply,
        (await t.call('GET', url, { cookie })).json,
      );
      seen.push(...page.data.transfers);
      url = page.has_next ? (page.next_url ?? undefined) : undefined;
    }
    expect(seen.map((s) => s.id)).toEqual(expected);
    const unknown = await t.call('GET', '/api/transfers?destination_id=nope', { cookie });
    expect(unknown.status).toBe(404);
  });

  it('gives 30 days of rows transferred, one per UTC day up to today, zeros included', async () => {
    const { t, cookie } = await setup();
    const res = await t.call('GET', '/api/transfers/daily-stats', { cookie });
    const stats = v.parse(envelope(dailyTransferStatsReply), res.json).data.daily_transfer_stats;
    expect(stats).toHaveLength(30);
    expect(stats.at(-1)?.day).toBe(new Date(t.now()).toISOString().slice(0, 10));
    for (let i = 1; i < stats.length; i++) {
      expect(Date.parse(stats[i]?.day ?? '') - Date.parse(stats[i - 1]?.day ?? '')).toBe(86_400_000);
    }
    const total = t.db
      .prepare(
        `SELECT sum(rows_transferred) FROM transfers WHERE environment = 'prod' AND event_log = 0 AND ended_at >= ?`,
      )
      .pluck()
      .get(`${stats[0]?.day}T00:00:00.000Z`);
    expect(stats.reduce((sum, s) => sum + s.total_rows_transferred, 0)).toBe(total);

    const fresh = t.db
      .prepare(`SELECT id FROM destinations d WHERE environment = 'prod'
        AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id)`)
      .pluck()
      .get();
    const none = await t.call('GET', `/api/transfers/daily-stats?destination_id=${fresh}`, { cookie });
    const rows = none.json.data.daily_transfer_stats as { total_rows_transferred: number }[];
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.total_rows_transferred === 0)).toBe(true);
    expect((await t.call('GET', '/api/transfers/daily-stats?destination_id=nope', { cookie })).status).toBe(
      404,
    );
  });
});
