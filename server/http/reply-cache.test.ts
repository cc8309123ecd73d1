import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { makeTestApp } from '../testing/test-app.ts';
import { createReplyCache } from './reply-cache.ts';

function counter() {
  let builds = 0;
  return {
    build: () => `body ${++builds}`,
    get builds() {
      return builds;
    },
  };
}

describe('createReplyCache', () => {
  it('keeps a body until any row of the database changes', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    const cache = createReplyCache(db);
    const made = counter();
    expect(cache.get('a', made.build)).toBe('body 1');
    expect(cache.get('a', made.build)).toBe('body 1');
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(cache.get('a', made.build)).toBe('body 2');
    db.prepare('UPDATE t SET x = 1').run(); // same value, still a write
    expect(cache.get('a', made.build)).toBe('body 3');
    db.prepare('UPDATE t SET x = 2 WHERE x = 99').run(); // no row changed
    expect(cache.get('a', made.build)).toBe('body 3');
  });

  it('keeps nothing for a build that fails, and drops the least recently used past its size', () => {
    const db = openDatabase(':memory:');
    const cache = createReplyCache(db, 2);
    const made = counter();
    expect(() =>
      cache.get('bad', () => {
        throw new Error('422');
      }),
    ).toThrow('422');
    cache.get('a', made.build);
    cache.get('b', made.build);
    cache.get('a', made.build); // a is now the most recent
    cache.get('c', made.build); // b goes
    expect(made.builds).toBe(3);
    cache.get('a', made.build);
    expect(made.builds).toBe(3);
    cache.get('b', made.build);
    expect(made.builds).toBe(4);
  });
});

describe('GET /api/destinations, answered from kept replies', () => {
  it('shows a change at once: a rename, a finished transfer, another environment', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const list = async (environment = 'prod') =>
      (
        await t.call('GET', '/api/destinations?page_size=5', {
          cookie,
          headers: { Environment: environment },
        })
      ).json.data.destinations as {
        id: string;
        name: string;
        last_completed_transfer: { id: string } | null;
      }[];
    const [first] = await list();
    if (!first) throw new Error('no destinations');
    expect((await list())[0]).toEqual(first);

    t.db.prepare('UPDATE destinations SET name = ? WHERE id = ?').run('Renamed in place', first.id);
    expect((await list())[0]?.name).toBe('Renamed in place');

    const started = await t.call('POST', `/api/destinations/${first.id}/transfer`, { cookie, body: {} });
    expect(started.status).toBe(200);
    for (let step = 0; step < 12; step++) {
      t.advance(t.config.runnerStepMs);
      await t.engine.tick();
    }
    expect((await list())[0]?.last_completed_transfer?.id).toBe(started.json.data.transfer.id);

    expect((await list('staging')).map((d) => d.id)).not.toContain(first.id);
  });
});
