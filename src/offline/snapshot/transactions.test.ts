import 'fake-indexeddb/auto';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { newClient, newEmail } from '../../test-support/offline.ts';
import { createPersistence } from '../persistence.ts';

/**
 * Every transaction of the snapshot is made whole in the task that opens it: its requests, then
 * commit(). WebKit keeps a page left for its back/forward cache without running its script, and a
 * transaction that waited there on a callback (the restore read the meta, then the rows) held the stores
 * for every later page (the engines' walk stalled in CI).
 */
const opened: { stores: string; committedInItsTask: boolean }[] = [];
const realTransaction = IDBDatabase.prototype.transaction;
const realCommit = IDBTransaction.prototype.commit;
const pending = new Set<IDBTransaction>();

IDBDatabase.prototype.transaction = function (
  this: IDBDatabase,
  ...args: Parameters<IDBDatabase['transaction']>
) {
  const transaction = realTransaction.apply(this, args);
  // The upgrade's transaction is the browser's (fake-indexeddb opens it through this method).
  if (transaction.mode === 'versionchange') return transaction;
  const entry = { stores: String(args[0]), committedInItsTask: false };
  opened.push(entry);
  pending.add(transaction);
  // Runs once the task that opened it is over (its callbacks come in later tasks).
  queueMicrotask(() => {
    entry.committedInItsTask = !pending.has(transaction);
    pending.delete(transaction);
  });
  return transaction;
};
IDBTransaction.prototype.commit = function (this: IDBTransaction) {
  pending.delete(this);
  realCommit.call(this);
};

afterEach(() => {
  opened.length = 0;
});
afterAll(() => {
  IDBDatabase.prototype.transaction = realTransaction;
  IDBTransaction.prototype.commit = realCommit;
});

const listKey = ['prod', 'destinations', 'list', { page_size: 30 }];
const detailKey = (id: string) => ['prod', 'destinations', 'detail', id];
const overviewPage = ['prod', 'overview', 'page', 2];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the snapshot’s transactions', () => {
  it('are each committed in the task that opens them: saves, removals, a restore and its later rows', async () => {
    const email = newEmail();
    const first = newClient();
    const saving = createPersistence(first, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await saving.activate(email, 'prod');
    first.setQueryData(listKey, ['d1', 'd2']);
    first.setQueryData(detailKey('d1'), { id: 'd1' });
    first.setQueryData(detailKey('d2'), { id: 'd2' });
    first.setQueryData(overviewPage, { rows: [] });
    await saving.flush();
    const observer = new QueryObserver(first, { queryKey: detailKey('d1'), enabled: false });
    const stop = observer.subscribe(() => {});
    first.removeQueries({ queryKey: detailKey('d1') });
    await settle();
    await saving.flush();
    stop();
    saving.deactivate();

    const second = newClient();
    const restoring = createPersistence(second, {
      restoreLater: (key) => key[0] === 'overview',
    });
    await restoring.activate(email, 'prod');
    await restoring.restoredLater();
    expect(second.getQueryData(listKey)).toEqual(['d1', 'd2']);
    expect(second.getQueryData(detailKey('d1'))).toBeUndefined();
    expect(second.getQueryData(overviewPage)).toEqual({ rows: [] });
    restoring.deactivate();

    expect(opened.length).toBeGreaterThanOrEqual(6);
    expect(opened.filter((t) => !t.committedInItsTask)).toEqual([]);
  });

  it('a snapshot of another build is cleared in a transaction of its own, committed at once', async () => {
    const email = newEmail();
    const old = createPersistence(newClient(), { buster: 'build-a' });
    await old.activate(email, 'prod');
    old.deactivate();
    const client = newClient();
    const next = createPersistence(client, { buster: 'build-b' });
    await next.activate(email, 'prod');
    next.deactivate();
    expect(opened.filter((t) => !t.committedInItsTask)).toEqual([]);
  });
});
