import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { destinationListReply } from '../../src/api/schemas/destination.ts';
import { pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { makeTestApp } from '../testing/test-app.ts';
import { encodeCursor } from './paging.ts';

const listReply = pagedEnvelope(destinationListReply);

let inserted = 0;
function insertDestination(db: Db, createdAt: string, id = `zz-inserted-${++inserted}`) {
  const recipient = db.prepare(`SELECT id FROM recipients WHERE environment = 'prod' LIMIT 1`).pluck().get();
  db.prepare(
    `INSERT INTO destinations (id, environment, name, vendor, recipient_id, settings, created_at, updated_at)
     VALUES (?, 'prod', ?, 'postgres', ?, '{"postgres":{}}', ?, ?)`,
  ).run(id, `Inserted ${id}`, recipient, createdAt, createdAt);
  return id;
}

const key = (d: { created_at: string; id: string }) => `${d.created_at}|${d.id}`;

describe('keyset paging of lists', () => {
  for (const order of ['desc', 'asc'] as const) {
    it(`walks every destination once with page_size 7 (${order}) while rows are added`, async () => {
      const t = makeTestApp();
      const cookie = await t.signIn();
      const original = t.db
        .prepare(`SELECT id FROM destinations WHERE environment = 'prod'`)
        .pluck()
        .all() as string[];
      const seen: { id: string; created_at: string }[] = [];
      let url: string | undefined = `/api/destinations?page_size=7&order=${order}`;
      let pages = 0;
      while (url) {
        const page: v.InferOutput<typeof listReply> = v.parse(
          listReply,
          (await t.call('GET', url, { cookie })).json,
        );
        expect(page.data.destinations.length).toBeLessThanOrEqual(7);
        seen.push(...page.data.destinations);
        pages++;
        const last = seen.at(-1);
        if (last && page.has_next) {
          // New rows: newer than everything, older than everything, and a tie on the cursor's timestamp
          // on either side of its id.
          insertDestination(t.db, '2099-01-01T00:00:00.000Z');
          insertDestination(t.db, '2000-01-01T00:00:00.000Z');
          insertDestination(t.db, last.created_at, `${last.id}-after`);
          insertDestination(t.db, last.created_at, `0-${last.id}-before`);
        }
        url = page.has_next ? (page.next_url ?? undefined) : undefined;
        if (page.has_next) expect(url).toContain('page_size=7');
      }
      expect(pages).toBeGreaterThanOrEqual(9);
      const ids = seen.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of original) expect(ids).toContain(id);
      const keys = seen.map(key);
      const sorted = [...keys].sort();
      expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
    });
  }

  it('keeps other query parameters in next_url and omits it on the last page', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const first = await t.call('GET', '/api/destinations?page_size=50&order=asc', { cookie });
    const next = new URL(String(first.json.next_url));
    expect(next.origin).toBe('http://127.0.0.1:4173');
    expect(next.searchParams.get('page_size')).toBe('50');
    expect(next.searchParams.get('order')).toBe('asc');
    const cursor = JSON.parse(Buffer.from(next.searchParams.get('cursor') ?? '', 'base64').toString());
    expect(Object.keys(cursor).sort()).toEqual(['id', 'last_seen_sort_value']);
    const second = await t.call('GET', next.toString(), { cookie });
    expect(second.json.has_next).toBe(false);
    expect(second.json).not.toHaveProperty('next_url');
  });

  it('rejects an invalid page_size, order or cursor with 422 naming the parameter', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const cases: [string, string][] = [
      ['page_size=0', 'page_size: page_size must be at least 1'],
      ['page_size=101', 'page_size: page_size must be at most 100'],
      ['page_size=abc', 'page_size: page_size must be a whole number'],
      ['page_size=2.5', 'page_size: page_size must be a whole number'],
      ['order=sideways', 'order: order must be asc or desc'],
      [
        'cursor=not-a-cursor',
        'cursor: cursor is not a valid page cursor (use next_url from the previous page)',
      ],
      [
        `cursor=${encodeURIComponent(Buffer.from('{"id":1}').toString('base64'))}`,
        'cursor: cursor is not a valid',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/api/destinations?${query}`, { cookie });
      expect(res.status, query).toBe(422);
      expect(res.json.message, query).toContain(message);
    }
  });

  it('accepts a cursor it did not issue if it is well formed', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const cursor = encodeURIComponent(encodeCursor('~', '2099-01-01T00:00:00.000Z'));
    const res = await t.call('GET', `/api/destinations?page_size=100&cursor=${cursor}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json.data.destinations.length).toBe(62);
  });
});
