import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, onStorageError, type StorageProblem } from './persistence.ts';
import { classifyStorageError } from './storage-errors.ts';
import { queryCacheDatabaseName, userKey } from './storage-names.ts';
import { newClient, newEmail, storedRows } from './test-support.ts';

const key = ['prod', 'destinations', 'list', {}];
let problems: StorageProblem[] = [];
let unsubscribe = () => {};

beforeEach(() => {
  problems = [];
  unsubscribe = onStorageError((problem) => problems.push(problem));
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

describe('storage failures', () => {
  it('reports a full disk once, and the console keeps its data in memory', async () => {
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000 });
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
    const factory = Dexie.dependencies.indexedDB as IDBFactory;
    vi.spyOn(factory, 'open').mockImplementation(() => {
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
    const factory = Dexie.dependencies.indexedDB as IDBFactory;
    vi.spyOn(factory, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);

    await createPersistence(newClient(), { restoreTimeoutMs: 50 }).activate(newEmail(), 'prod');

    expect(problems.map((problem) => problem.kind)).toEqual(['timeout']);
  });

  it('steps aside for a newer console in another tab: closes, says reload, writes nothing more', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000 });
    await persistence.activate(email, 'prod');

    const newerTab = new Dexie(queryCacheDatabaseName(await userKey(email), 'prod'));
    newerTab.version(2).stores({ queries: 'hash, updatedAt', meta: 'id', drafts: 'id' });
    await newerTab.open();
    newerTab.close();

    client.setQueryData(key, ['after the upgrade']);
    await persistence.flush();

    expect(problems.map(({ kind, operation }) => ({ kind, operation }))).toEqual([
      { kind: 'version', operation: 'save' },
    ]);
    expect(problems[0]?.message).toContain('Reload this tab');
    expect(await storedRows(email, 'prod')).toEqual([]);
    persistence.deactivate();
  });
});
