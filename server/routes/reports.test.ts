import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { transferReportReply } from '../../src/api/schemas/transfer.ts';
import { makeTestApp } from '../testing/test-app.ts';

const reportOf = (res: { json: unknown }) => v.parse(envelope(transferReportReply), res.json).data.report;

describe('GET /reports/transfers', () => {
  it('counts the transfers of the console’s default window per destination and status', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const report = reportOf(await t.call('GET', '/api/reports/transfers', { cookie }));
    const day = 86_400_000;
    expect(Date.parse(report.end) - t.now()).toBe(day);
    expect(t.now() - Date.parse(report.start)).toBe(Math.round(30.9 * day));
    const destinations = t.db
      .prepare(`SELECT count(*) FROM destinations WHERE environment = 'prod'`)
      .pluck()
      .get();
    expect(report.destinations).toHaveLength(destinations as number);
    const names = report.destinations.map((d) => d.destination_name);
    expect(names).toEqual([...names].sort());
    const inWindow = t.db
      .prepare(
        `SELECT status, count(*) AS n, sum(coalesce(rows_transferred, 0)) AS moved FROM transfers
         WHERE environment = 'prod' AND event_log = 0 AND submitted_at >= ? AND submitted_at < ? GROUP BY status`,
      )
      .all(report.start, report.end) as { status: string; n: number; moved: number }[];
    for (const { status, n } of inWindow) expect(report.totals.counts_by_status[status]).toBe(n);
    expect(report.totals.rows_transferred).toBe(inWindow.reduce((sum, r) => sum + r.moved, 0));
    for (const d of report.destinations) {
      const sum = Object.values(d.counts_by_status).reduce((a, b) => a + b, 0);
      expect(sum).toBe(d.total_transfers);
    }
  });

  it('limits the report to the destinations and dates asked for', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const ids = t.db.prepare(`SELECT id FROM destinations WHERE environment = 'prod' LIMIT 2`).pluck().all();
    const res = await t.call(
      'GET',
      `/api/reports/transfers?start=2026-11-15&end=2026-11-22T00:00:00Z&destinations=${ids.join(',')}`,
      { cookie },
    );
    const report = reportOf(res);
    expect(report.start).toBe('2026-11-15T00:00:00.000Z');
    expect(report.destinations.map((d) => d.destination_id).sort()).toEqual([...ids].sort());
    for (const d of report.destinations) {
      const n = t.db
        .prepare(
          `SELECT count(*) FROM transfers WHERE destination_id = ? AND event_log = 0 AND submitted_at >= ? AND submitted_at < ?`,
        )
        .pluck()
        .get(d.destination_id, report.start, report.end);
      expect(d.total_transfers).toBe(n);
    }
  });

  it('names the bad parameter', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const cases: [string, string][] = [
      ['start=last-week', 'start: start must be a date (2026-11-22) or an RFC 3339 date-time'],
      ['end=2026-13-45', 'end: end must be a date'],
      ['start=2026-11-22&end=2026-11-01', 'start: start must be before end'],
      ['destinations=nope', 'destinations: no destination with id "nope"'],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/api/reports/transfers?${query}`, { cookie });
      expect(res.status, query).toBe(422);
      expect(res.json.message, query).toContain(message);
    }
  });
});
