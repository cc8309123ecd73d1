import 'fake-indexeddb/auto';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { newClient, newEmail, storedRows } from '../../test-support/offline.ts';
import { createPersistence } from '../persistence.ts';
import { isRestoringLater } from '../restore-progress.ts';
import { QUERY_CACHE_BUSTER } from '../storage-names.ts';
import { MEMORY_ONLY } from './policy.ts';

const HOUR_MS = 60 * 60 * 1000;
const listKey = ['prod', 'destinations', 'list', { page_size: 30 }] as const;
const destinations = { destinations: [{ id: 'd1', name: 'Acme warehouse' }], hasNext: false };
/** Keys after the environment: the overview's pages wait for the first render. */
const overviewPagesLater = (key: readonly unknown[]) => key[0] === 'overview-pages';

type Entry = [key: readonly unknown[], data: unknown, updatedAt?: number];

/** Signs a user in on a fresh client, lets them load the entries, and saves them. */
async function saveSnapshot(email: string, ...entries: Entry[]) {
  const client = newClient();
  const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
  await persistence.activate(email, 'prod');
  for (const [key, data, updatedAt] of entries) client.setQueryData(key, data, { updatedAt });
  await persistence.flush();
  persistence.deactivate();
}

describe('activate', () => {
  it('restores the last snapshot into the client before it resolves', async () => {
    const email = newEmail();
    await saveSnapshot(email, [listKey, destinations]);

    const client = newClient();
    const done = createPersistence(client).activate(email, 'prod');
    expect(client.getQueryData(listKey)).toBeUndefined();
    await done;

    expect(client.getQueryData(listKey)).toEqual(destinations);
    const state = client.getQueryState(listKey);
    expect(state?.status).toBe('success');
    expect(state?.fetchStatus).toBe('idle');
  });

  it('restores data as stale, so a screen showing it refetches at once, even data fetched seconds ago', async () => {
    const email = newEmail();
    await saveSnapshot(email, [listKey, destinations, Date.now() - 1000]);

    const client = newClient();
    await createPersistence(client).activate(email, 'prod');
    const queryFn = vi.fn(async () => destinations);
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn, staleTime: 30_000 });
    const stop = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual(destinations);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    stop();
  });

  it('keeps the age of restored data, so screens can say "as of"', async () => {
    const email = newEmail();
    const fetchedAt = Date.now() - 2 * HOUR_MS;
    await saveSnapshot(email, [listKey, destinations, fetchedAt]);

    const client = newClient();
    await createPersistence(client).activate(email, 'prod');
    expect(client.getQueryState(listKey)?.dataUpdatedAt).toBe(fetchedAt);
  });

  it('keeps rows of any age until they are replaced, with the time they were fetched', async () => {
    const email = newEmail();
    const now = Date.now();
    await saveSnapshot(
      email,
      [['prod', 'last-month'], 'from last month', now - 30 * 24 * HOUR_MS],
      [['prod', 'yesterday'], 'from yesterday evening', now - 15 * HOUR_MS],
    );

    const client = newClient();
    await createPersistence(client, { now: () => now }).activate(email, 'prod');

    expect(client.getQueryData(['prod', 'last-month'])).toBe('from last month');
    expect(client.getQueryState(['prod', 'yesterday'])?.dataUpdatedAt).toBe(now - 15 * HOUR_MS);
    expect(await storedRows(email, 'prod')).toHaveLength(2);
  });

  it('clears every row when the schema buster changes', async () => {
    const email = newEmail();
    await saveSnapshot(email, [listKey, destinations]);

    const client = newClient();
    const persistence = createPersistence(client, { buster: `${QUERY_CACHE_BUSTER}-next` });
    await persistence.activate(email, 'prod');

    expect(client.getQueryData(listKey)).toBeUndefined();
    expect(await storedRows(email, 'prod')).toEqual([]);
    persistence.deactivate();
  });

  it('restores the rows of restoreLater after activate resolves, without holding it up', async () => {
    const email = newEmail();
    const pageKey = ['prod', 'overview-pages', 0];
    await saveSnapshot(email, [listKey, destinations], [pageKey, ['a page of destinations']]);

    const client = newClient();
    const persistence = createPersistence(client, { restoreLater: overviewPagesLater });
    await persistence.activate(email, 'prod');
    expect(client.getQueryData(listKey)).toEqual(destinations);
    expect(client.getQueryData(pageKey)).toBeUndefined();

    await persistence.restoredLater();
    expect(client.getQueryData(pageKey)).toEqual(['a page of destinations']);
    persistence.deactivate();
  });

  it('keeps the rows of restoreLater waiting until the first screen is shown', async () => {
    const email = newEmail();
    const pageKey = ['prod', 'overview-pages', 0];
    await saveSnapshot(email, [pageKey, ['a page of destinations']]);

    const client = newClient();
    let shown = () => {};
    const firstScreen = new Promise<void>((resolve) => (shown = resolve));
    const persistence = createPersistence(client, {
      restoreLater: overviewPagesLater,
      firstScreen: () => firstScreen,
    });
    await persistence.activate(email, 'prod');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.getQueryData(pageKey)).toBeUndefined();

    shown();
    await persistence.restoredLater();
    expect(client.getQueryData(pageKey)).toEqual(['a page of destinations']);
    persistence.deactivate();
  });

  it('restores with the first screen what restoreLater leaves out, the rows it names after it', async () => {
    const email = newEmail();
    const pageKey = (i: number) => ['prod', 'overview-pages', i];
    await saveSnapshot(email, [pageKey(0), ['page 0']], [pageKey(1), ['page 1']], [pageKey(10), ['page 10']]);

    const client = newClient();
    const persistence = createPersistence(client, {
      restoreLater: (key) => overviewPagesLater(key) && key[1] !== 0 && key[1] !== 5,
    });
    await persistence.activate(email, 'prod');
    expect(client.getQueryData(pageKey(0))).toEqual(['page 0']);
    expect(client.getQueryData(pageKey(1))).toBeUndefined();
    expect(isRestoringLater()).toBe(true);

    await persistence.restoredLater();
    expect(isRestoringLater()).toBe(false);
    expect(client.getQueryData(pageKey(1))).toEqual(['page 1']);
    expect(client.getQueryData(pageKey(10))).toEqual(['page 10']);
    expect(client.getQueryData(pageKey(5))).toBeUndefined();
    persistence.deactivate();
  });

  it('never replaces data fetched while the later rows were being read', async () => {
    const email = newEmail();
    const pageKey = ['prod', 'overview-pages', 0];
    await saveSnapshot(email, [pageKey, ['saved'], Date.now() - HOUR_MS]);

    const client = newClient();
    const persistence = createPersistence(client, { restoreLater: overviewPagesLater });
    await persistence.activate(email, 'prod');
    client.setQueryData(pageKey, ['fresh']);
    await persistence.restoredLater();
    expect(client.getQueryData(pageKey)).toEqual(['fresh']);
    persistence.deactivate();
  });

  it('rejects a blank e-mail instead of mixing users under an anonymous key', async () => {
    await expect(createPersistence(newClient()).activate('  ', 'prod')).rejects.toThrow(
      'Cannot restore the offline cache: the signed-in e-mail is empty.',
    );
  });
});

describe('what is persisted', () => {
  it('stores successful queries only, and nothing from mutations or failed fetches', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(email, 'prod');

    await client.fetchQuery({ queryKey: ['prod', 'ok'], queryFn: () => Promise.resolve('fine') });
    await client
      .fetchQuery({
        queryKey: ['prod', 'broken'],
        queryFn: () => Promise.reject(new Error('hunter2 leaked')),
      })
      .catch(() => {});
    void client.prefetchQuery({ queryKey: ['prod', 'pending'], queryFn: () => new Promise(() => {}) });
    await client
      .getMutationCache()
      .build(client, { mutationFn: (vars: { password: string }) => Promise.resolve(vars) })
      .execute({ password: 'hunter2' });
    await persistence.flush();
    persistence.deactivate();

    const rows = await storedRows(email, 'prod');
    expect(rows.map((row) => row.key)).toEqual([['prod', 'ok']]);
    expect(JSON.stringify(rows)).not.toContain('hunter2');
  });

  it('never stores a query marked memory-only, fetched or set', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(email, 'prod');

    const meta = { [MEMORY_ONLY]: true };
    await client.fetchQuery({ queryKey: ['prod', 'secret'], queryFn: () => Promise.resolve('s3cret'), meta });
    client.getQueryCache().build(client, { queryKey: ['prod', 'set-secret'], meta });
    client.setQueryData(['prod', 'set-secret'], 's3cret too');
    client.setQueryData(['prod', 'ok'], 'fine');
    await persistence.flush();
    persistence.deactivate();

    const rows = await storedRows(email, 'prod');
    expect(rows.map((row) => row.key)).toEqual([['prod', 'ok']]);
    expect(JSON.stringify(rows)).not.toContain('s3cret');
  });
});

describe('restoreLater among the other rows', () => {
  it('leaves rows it names anywhere in the key order for after the first render', async () => {
    const email = newEmail();
    const detail = ['prod', 'destinations', 'detail', 'd1'];
    const activity = [...detail, 'activity', { page_size: 30 }];
    const transfer = ['prod', 'transfers', 'detail', 't1'];
    const recipients = ['prod', 'recipients', 'all'];
    await saveSnapshot(
      email,
      [detail, { id: 'd1' }],
      [activity, ['a page']],
      [transfer, { id: 't1' }],
      [recipients, ['r1']],
    );

    const client = newClient();
    const persistence = createPersistence(client, {
      restoreLater: (key) => key[0] === 'transfers' || key[3] === 'activity',
    });
    await persistence.activate(email, 'prod');
    expect(client.getQueryData(detail)).toEqual({ id: 'd1' });
    expect(client.getQueryData(recipients)).toEqual(['r1']);
    expect(client.getQueryData(activity)).toBeUndefined();
    expect(client.getQueryData(transfer)).toBeUndefined();

    await persistence.restoredLater();
    expect(client.getQueryData(activity)).toEqual(['a page']);
    expect(client.getQueryData(transfer)).toEqual({ id: 't1' });
    persistence.deactivate();
  });
});
