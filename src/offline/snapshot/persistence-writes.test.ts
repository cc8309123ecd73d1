import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countPuts,
  onScreen,
  savedKeys,
  signedInSlowWrites,
  storedRows,
} from '../../test-support/offline.ts';
import type { createPersistence } from '../persistence.ts';

const MINUTE_MS = 60_000;
const destinationKey = (id: number) => ['prod', 'destinations', 'detail', `d${id}`];

/** A signed-in client with `count` saved destination queries. */
async function signedInWith(count: number, options: Parameters<typeof createPersistence>[1] = {}) {
  const { email, client, persistence } = await signedInSlowWrites(options);
  for (let id = 0; id < count; id++)
    client.setQueryData(destinationKey(id), { id, name: `Destination ${id}` });
  await persistence.flush();
  return { email, client, persistence };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('writes', () => {
  it('writes only the row of the query that changed', async () => {
    // Rewriting unchanged data is disabled here, so only the change-tracking can keep other rows untouched.
    const { email, client, persistence } = await signedInWith(200, { unchangedRewriteMs: 0 });
    const puts = countPuts('queries');

    client.setQueryData(destinationKey(7), { id: 7, name: 'Renamed' });
    await persistence.flush();

    expect(puts.count).toBe(1);
    const rows = await storedRows(email, 'prod');
    expect(rows).toHaveLength(200);
    expect(rows.find((row) => row.hash === JSON.stringify(destinationKey(7)))?.state.data).toEqual({
      id: 7,
      name: 'Renamed',
    });
    persistence.deactivate();
  });

  it('batches a burst of updates: nothing is written before the window ends, each query once after', async () => {
    const { email, client, persistence } = await signedInWith(3);
    const puts = countPuts('queries');

    for (let round = 0; round < 5; round++) {
      client.setQueryData(destinationKey(1), { id: 1, name: `Round ${round}` });
      client.setQueryData(destinationKey(2), { id: 2, name: `Round ${round}` });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts.count).toBe(0);

    await persistence.flush();
    expect(puts.count).toBe(2);
    const names = (await storedRows(email, 'prod')).map((row) => (row.state.data as { name: string }).name);
    expect(names.sort()).toEqual(['Destination 0', 'Round 4', 'Round 4']);
    persistence.deactivate();
  });

  it('commits data on screen within its short window, and background data only after its own', async () => {
    const { email, client, persistence } = await signedInWith(0, {
      writeThrottleMs: 30,
      backgroundWriteMs: 400,
    });
    const stop = onScreen(client, destinationKey(1));
    client.setQueryData(destinationKey(1), { id: 1, name: 'On screen' });
    client.setQueryData(destinationKey(2), { id: 2, name: 'Fetched in the background' });

    await vi.waitFor(async () => expect(await savedKeys(email)).toEqual([destinationKey(1)]), {
      timeout: 300,
    });
    await vi.waitFor(async () => expect(await savedKeys(email)).toHaveLength(2), { timeout: 2000 });
    stop();
    persistence.deactivate();
  });

  it('writes background data at once when a screen shows it', async () => {
    const { email, client, persistence } = await signedInWith(0, { writeThrottleMs: 30 });
    // A route loader fetches before the screen mounts: no observer yet when the data lands.
    client.setQueryData(destinationKey(1), { id: 1, name: 'Loaded, then shown' });
    const stop = onScreen(client, destinationKey(1));

    await vi.waitFor(async () => expect(await savedKeys(email)).toEqual([destinationKey(1)]), {
      timeout: 300,
    });
    stop();
    persistence.deactivate();
  });

  it('saves data loaded only for a screen as it lands, before the screen observes it', async () => {
    // As the overview's pages: its route's loader starts their load before the page is on screen.
    const pageKey = (i: number) => ['prod', 'page', i];
    const { email, client, persistence } = await signedInWith(0, {
      writeThrottleMs: 30,
      backgroundWriteMs: 60_000,
      loadedForScreen: (key) => key[0] === 'page',
    });
    client.setQueryData(pageKey(0), [{ id: 'a' }]);
    client.setQueryData(destinationKey(1), { id: 1, name: 'Fetched in the background' });
    await vi.waitFor(async () => expect(await savedKeys(email)).toEqual([pageKey(0)]), { timeout: 300 });
    persistence.deactivate();
  });

  it('issues a screen write at once while a large background write is still under way, never behind it', async () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const { email, client, persistence } = await signedInWith(0);
    const guide = 'x'.repeat(200 * 1024);
    for (let id = 0; id < 5; id++) client.setQueryData(destinationKey(id), { id, guide });
    const inFlight = persistence.flush(); // the background rows' transaction, not committed yet
    const puts = countPuts('queries');
    const stop = onScreen(client, destinationKey(99));
    client.setQueryData(destinationKey(99), { id: 99, name: 'Seen during the pass' });

    target.dispatchEvent(new Event('pagehide'));
    expect(puts.count).toBe(1);

    await Promise.all([inFlight, persistence.flush()]);
    expect(await savedKeys(email)).toHaveLength(6);
    stop();
    persistence.deactivate();
  });

  it('puts what lands on screen during a screen write in the next transaction, not one queued per batch', async () => {
    const { email, client, persistence } = await signedInWith(0, { writeThrottleMs: 5 });
    // Only the window is faked: IndexedDB commits on setImmediate, so no transaction commits while
    // this test runs synchronously.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const writes = () => transactions.mock.calls.filter(([, mode]) => mode === 'readwrite').length;
    const stops = [1, 2, 3, 4].map((id) => onScreen(client, destinationKey(id)));
    for (const id of [1, 2, 3, 4]) {
      client.setQueryData(destinationKey(id), { id, page: `page ${id}` });
      vi.advanceTimersByTime(5); // each page's window ends; the first page's transaction is under way
    }
    expect(writes()).toBe(1);
    vi.useRealTimers();
    await persistence.flush();
    expect(writes()).toBe(2);
    expect(await savedKeys(email)).toHaveLength(4);
    for (const stop of stops) stop();
    persistence.deactivate();
  });

  it('writes a background pass in bounded chunks, so a screen write waits for one chunk at most', async () => {
    const { email, client, persistence } = await signedInWith(0, { backgroundWriteMs: 200 });
    const guide = 'x'.repeat(100 * 1024);
    for (let id = 0; id < 10; id++) client.setQueryData(destinationKey(id), { id, guide });
    const puts = countPuts('queries');
    await vi.waitFor(() => expect(puts.count).toBeGreaterThan(0), { interval: 5 });
    // 256 KiB a chunk: three rows of 100 KiB, the third crossing the bound.
    expect(puts.count).toBe(3);

    await vi.waitFor(async () => expect(await savedKeys(email)).toHaveLength(10), { timeout: 2000 });
    persistence.deactivate();
  });

  it('does not rewrite a refetch that returned equal data until its age needs refreshing', async () => {
    let now = Date.now();
    const { client, persistence } = await signedInWith(0, {
      unchangedRewriteMs: 10 * MINUTE_MS,
      now: () => now,
    });
    const options = { queryKey: destinationKey(1), queryFn: () => Promise.resolve({ id: 1, name: 'Same' }) };
    await client.fetchQuery(options);
    await persistence.flush();
    const puts = countPuts('queries');

    now += MINUTE_MS;
    await client.refetchQueries({ queryKey: destinationKey(1) });
    await client.fetchQuery({ ...options, staleTime: 0 });
    await persistence.flush();
    expect(puts.count).toBe(0);

    now += 10 * MINUTE_MS;
    await client.fetchQuery({ ...options, staleTime: 0 });
    await persistence.flush();
    expect(puts.count).toBe(1);
    persistence.deactivate();
  });

  it('writes the pending batch when deactivated, then stops writing', async () => {
    const { email, client, persistence } = await signedInWith(0);
    client.setQueryData(destinationKey(1), { id: 1, name: 'Before sign-out' });
    persistence.deactivate();
    client.setQueryData(destinationKey(2), { id: 2, name: 'After sign-out' });

    await vi.waitFor(async () => expect(await storedRows(email, 'prod')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await storedRows(email, 'prod')).map((row) => row.key)).toEqual([destinationKey(1)]);
  });
});

describe('a list refresh', () => {
  it('rewrites only that list’s row when the server returns changed data', async () => {
    const { email, client, persistence } = await signedInWith(100);
    const listKey = ['prod', 'destinations', 'list', { page_size: 30 }];
    let names = ['Alpha', 'Beta'];
    const list = { queryKey: listKey, queryFn: async () => names, staleTime: 0 };
    await client.fetchQuery(list);
    await persistence.flush();
    const puts = countPuts('queries');

    names = ['Alpha', 'Beta', 'Gamma'];
    await client.refetchQueries({ queryKey: listKey });
    await persistence.flush();

    expect(puts.count).toBe(1);
    const rows = await storedRows(email, 'prod');
    expect(rows).toHaveLength(101);
    expect(rows.find((row) => row.hash === JSON.stringify(listKey))?.state.data).toEqual(names);
    persistence.deactivate();
  });
});
