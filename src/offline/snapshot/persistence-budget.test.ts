import 'fake-indexeddb/auto';
import { type QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { newClient, newEmail, storedRows } from '../../test-support/offline.ts';
import { createPersistence } from '../persistence.ts';
import { QUERY_CACHE_BUSTER, queryCacheDatabaseName, userKey } from '../storage-names.ts';
import { RECENT_VIEW_MS } from './policy.ts';
import { evictionOrder } from './usage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const key = (name: string) => ['prod', 'screens', name];
/** About 10 K of JSON each. */
const data = (name: string) => ({ name, rows: 'r'.repeat(10_000) });

function onScreen(client: QueryClient, name: string) {
  return new QueryObserver(client, { queryKey: key(name), queryFn: skipToken }).subscribe(() => {});
}

const savedNames = async (email: string) => (await storedRows(email, 'prod')).map((row) => row.key[2]).sort();

describe('evictionOrder', () => {
  it('puts background data first, then screens not seen for a week, then recent ones, least recent first', () => {
    const now = 100 * DAY_MS;
    const order = evictionOrder(
      [
        { hash: 'seen-today', size: 1, viewedAt: now - 1000 },
        { hash: 'guide', size: 1, viewedAt: 0 },
        { hash: 'seen-last-month', size: 1, viewedAt: now - 30 * DAY_MS },
        { hash: 'seen-3-days-ago', size: 1, viewedAt: now - 3 * DAY_MS },
        { hash: 'kept-alert', size: 1, viewedAt: 0 },
        { hash: 'seen-10-days-ago', size: 1, viewedAt: now - 10 * DAY_MS },
      ],
      now,
      RECENT_VIEW_MS,
    );
    expect(order).toEqual([
      'guide',
      'kept-alert',
      'seen-last-month',
      'seen-10-days-ago',
      'seen-3-days-ago',
      'seen-today',
    ]);
  });
});

describe('the storage budget', () => {
  it('evicts background data before any screen seen this week, and never what is on screen', async () => {
    const email = newEmail();
    let now = 10 * DAY_MS;
    const client = newClient();
    // Room for about four rows.
    const persistence = createPersistence(client, {
      budget: () => Promise.resolve(45_000),
      writeThrottleMs: 60_000,
      backgroundWriteMs: 60_000,
      now: () => now,
    });
    await persistence.activate(email, 'prod');
    const leave = ['seen-yesterday', 'seen-just-now'].map((name) => {
      const stop = onScreen(client, name);
      client.setQueryData(key(name), data(name));
      now += DAY_MS;
      return stop;
    });
    await persistence.flush();
    for (const stop of leave) stop();
    for (const guide of ['guide-a', 'guide-b', 'guide-c']) client.setQueryData(key(guide), data(guide));
    await persistence.flush();
    const stillOnScreen = onScreen(client, 'on-screen');
    client.setQueryData(key('on-screen'), data('on-screen'));
    await persistence.flush();
    await persistence.flush(); // the eviction each write started

    expect(await savedNames(email)).toEqual(['guide-c', 'on-screen', 'seen-just-now', 'seen-yesterday']);

    // A larger screen: the last background row goes, then the screens seen least recently; what is on
    // screen stays.
    const big = onScreen(client, 'big');
    client.setQueryData(key('big'), { name: 'big', rows: 'r'.repeat(30_000) });
    await persistence.flush();
    await persistence.flush();
    expect(await savedNames(email)).toEqual(['big', 'on-screen']);
    big();
    stillOnScreen();
    persistence.deactivate();
  });

  it('is a share of the quota the browser grants, within a fixed ceiling', async () => {
    const { snapshotBudget, SNAPSHOT_BUDGET_CEILING, SNAPSHOT_QUOTA_SHARE } = await import('./policy.ts');
    const estimate = vi.fn(async () => ({ quota: 100 * 1024 * 1024, usage: 0 }));
    vi.stubGlobal('navigator', { storage: { estimate } });
    expect(await snapshotBudget()).toBe(100 * 1024 * 1024 * SNAPSHOT_QUOTA_SHARE);
    estimate.mockResolvedValue({ quota: 1024 ** 4, usage: 0 });
    expect(await snapshotBudget()).toBe(SNAPSHOT_BUDGET_CEILING);
    vi.stubGlobal('navigator', {});
    expect(await snapshotBudget()).toBe(SNAPSHOT_BUDGET_CEILING);
    vi.unstubAllGlobals();
  });
});

describe('a snapshot saved before usage was kept (database version 1)', () => {
  it('is restored whole and weighed by the budget', async () => {
    const email = newEmail();
    const name = queryCacheDatabaseName(await userKey(email), 'prod');
    // The database as the previous console declared it: version 1, no usage table.
    const v1 = new Dexie(name);
    v1.version(1).stores({ queries: 'hash, updatedAt', meta: 'id' });
    const row = (n: string, updatedAt: number) => ({
      hash: JSON.stringify(key(n)),
      key: key(n),
      state: { data: data(n), dataUpdatedAt: updatedAt, dataUpdateCount: 1 },
      updatedAt,
      size: 10_020,
    });
    await v1.table('queries').bulkPut([row('a', 1000), row('b', 2000)]);
    await v1.table('meta').put({ id: 'snapshot', buster: QUERY_CACHE_BUSTER, savedAt: 2000 });
    v1.close();

    const client = newClient();
    const persistence = createPersistence(client, { budget: () => Promise.resolve(15_000) });
    await persistence.activate(email, 'prod');
    expect(client.getQueryData(key('a'))).toEqual(data('a'));
    expect(client.getQueryData(key('b'))).toEqual(data('b'));
    // Over budget: the one seen (fetched) least recently leaves the disk.
    await vi.waitFor(async () => expect(await savedNames(email)).toEqual(['b']));
    persistence.deactivate();
  });
});
