import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newClient, newEmail } from '../test-support/offline.ts';
import { createPersistence, onStorageError, type StorageProblem } from './persistence.ts';
import { CacheActivation } from './snapshot/activation.ts';
import {
  classifyStorageError,
  describeStorageProblem,
  reportStorageProblem,
  type StorageProblemKind,
} from './storage-errors.ts';
import { type StorageProblemText, storageProblemText } from './storage-messages.ts';
import { queryCacheDatabaseName, userKey } from './storage-names.ts';

const key = ['prod', 'destinations', 'list', {}];
/** Each problem reported, with what the shell says of it. */
let problems: (StorageProblem & StorageProblemText)[] = [];
let unsubscribe = () => {};

beforeEach(() => {
  problems = [];
  unsubscribe = onStorageError((problem) => problems.push({ ...problem, ...storageProblemText(problem) }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  unsubscribe();
  vi.restoreAllMocks();
});

describe('classifyStorageError', () => {
  it('sees through Dexie’s wrapper to the browser’s error', () => {
    const wrapped = Object.assign(new Error('open failed'), {
      name: 'OpenFailedError',
      inner: new DOMException('no space', 'QuotaExceededError'),
    });
    expect(classifyStorageError(wrapped)).toBe('quota');
    expect(classifyStorageError(new DOMException('x', 'VersionError'))).toBe('version');
    expect(classifyStorageError(Object.assign(new Error('x'), { name: 'MissingAPIError' }))).toBe(
      'unavailable',
    );
    expect(classifyStorageError(new Error('something else'))).toBe('failed');
  });
});

const KINDS: StorageProblemKind[] = [
  'quota',
  'evicted',
  'version',
  'blocked',
  'unavailable',
  'timeout',
  'failed',
];

describe('messages', () => {
  it.each(KINDS)('%s: says what happened, that the console works online, and what to do', (kind) => {
    const { message } = storageProblemText(describeStorageProblem(kind, 'save'));
    expect(message).toContain('Everything still works online.');
    const [happened, todo] = message.split(' Everything still works online. ');
    expect(happened?.length).toBeGreaterThan(40);
    expect(todo).toMatch(/^(Reload|Free up|Close|To use|If this)/);
  });

  it('gives every kind its own message', () => {
    const messages = KINDS.map((kind) => storageProblemText({ kind, operation: 'restore' }).message);
    expect(new Set(messages).size).toBe(KINDS.length);
  });

  it('offers Reload only where reloading helps', () => {
    const reloadable = KINDS.filter((kind) => storageProblemText({ kind, operation: 'save' }).reload);
    expect(reloadable).toEqual(['evicted', 'version', 'blocked', 'failed']);
  });

  it('asks to clear the site data when the sign-out wipe fails', () => {
    const problem = storageProblemText(describeStorageProblem('failed', 'wipe'));
    expect(problem.message).toMatch(/could not be removed from this device.*browser settings/);
    expect(problem.reload).toBe(false);
  });

  it('keeps what went wrong before the shell listened, and hands it to the first listener', () => {
    unsubscribe();
    reportStorageProblem(describeStorageProblem('timeout', 'restore'));
    reportStorageProblem(describeStorageProblem('unavailable', 'restore'));
    reportStorageProblem(describeStorageProblem('unavailable', 'restore'));
    unsubscribe = onStorageError((problem) => problems.push({ ...problem, ...storageProblemText(problem) }));
    expect(problems.map((problem) => problem.kind)).toEqual(['timeout', 'unavailable']);
    const later: StorageProblem[] = [];
    onStorageError((problem) => later.push(problem))();
    expect(later).toEqual([]);
  });
});

describe('storage failures', () => {
  it('reports a full disk once, and the console keeps its data in memory', async () => {
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(newEmail(), 'prod');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    client.setQueryData(key, ['first']);
    await persistence.flush();
    client.setQueryData(key, ['second']);
    await persistence.flush();

    expect(problems.map(({ kind, operation }) => ({ kind, operation }))).toEqual([
      { kind: 'quota', operation: 'save' },
    ]);
    expect(problems[0]?.message).toContain('out of storage space');
    expect(client.getQueryData(key)).toEqual(['second']);
    persistence.deactivate();
  });

  it('resolves activate and reports when IndexedDB cannot be opened', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const client = newClient();
    client.setQueryData(key, ['online data']);

    await createPersistence(client).activate(newEmail(), 'prod');

    expect(problems.map(({ kind, operation }) => ({ kind, operation }))).toEqual([
      { kind: 'unavailable', operation: 'restore' },
    ]);
    expect(client.getQueryData(key)).toEqual(['online data']);
  });

  it('does not hold the first render hostage to a database that never opens', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);

    await createPersistence(newClient(), { restoreTimeoutMs: 50 }).activate(newEmail(), 'prod');

    expect(problems.map((problem) => problem.kind)).toEqual(['timeout']);
  });

  it('steps aside for a newer console in another tab: closes, says reload, writes nothing more', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(email, 'prod');

    // A newer console's layout: a native version above this one's.
    const name = queryCacheDatabaseName(await userKey(email), 'prod');
    const newerTab = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name, 1000);
      request.onsuccess = () => resolve(request.result);
    });
    newerTab.close();

    client.setQueryData(key, ['after the upgrade']);
    await persistence.flush();

    expect(problems.map(({ kind, operation }) => ({ kind, operation }))).toEqual([
      { kind: 'version', operation: 'save' },
    ]);
    expect(problems[0]?.message).toContain('Reload this tab');
    const upgraded = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
    });
    const rows = upgraded.transaction('queries').objectStore('queries').count();
    await new Promise((resolve) => {
      rows.onsuccess = resolve;
    });
    expect(rows.result).toBe(0);
    upgraded.close();
    persistence.deactivate();
  });

  it('says the offline copy was removed when the browser closes the database (eviction)', async () => {
    const closeListeners: EventListener[] = [];
    const listen = IDBDatabase.prototype.addEventListener;
    vi.spyOn(IDBDatabase.prototype, 'addEventListener').mockImplementation(function (
      this: IDBDatabase,
      type: string,
      listener: EventListenerOrEventListenerObject,
    ) {
      if (type === 'close') closeListeners.push(listener as EventListener);
      return listen.call(this, type, listener);
    });
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(email, 'prod');
    expect(closeListeners).toHaveLength(1);

    for (const listener of closeListeners) listener(new Event('close'));
    client.setQueryData(key, ['after eviction']);
    await persistence.flush();

    expect(problems.map(({ kind, operation }) => ({ kind, operation }))).toEqual([
      { kind: 'evicted', operation: 'save' },
    ]);
    expect(problems[0]?.message).toContain('The browser removed the offline copy');
    expect(client.getQueryData(key)).toEqual(['after eviction']);
    persistence.deactivate();
  });

  it('asks to close the other tabs when an older one blocks the upgrade', async () => {
    const name = queryCacheDatabaseName(await userKey(newEmail()), 'prod');
    // An older console's connection that does not step aside when asked (no versionchange handler).
    const older = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name, 1);
      request.onsuccess = () => resolve(request.result);
    });
    const activation = new CacheActivation(newClient(), name, 'prod', {
      writeThrottleMs: 60_000,
      backgroundWriteMs: 60_000,
      unchangedRewriteMs: 60_000,
      recentViewMs: 60_000,
      budget: () => Promise.resolve(Number.POSITIVE_INFINITY),
      buster: 'test',
      now: Date.now,
      restoreLater: () => false,
      loadedForScreen: () => false,
      firstScreen: () => Promise.resolve(),
    });

    const started = activation.start();
    await vi.waitFor(() => expect(problems.map((problem) => problem.kind)).toEqual(['blocked']));
    expect(problems[0]?.message).toContain('Close the other console tabs');
    older.close();
    await started;
    activation.stop();
  });
});
