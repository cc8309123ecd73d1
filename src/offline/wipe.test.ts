import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseNames, MemoryStorage, newClient, newEmail } from '../test-support/offline.ts';
import { createPersistence, onStorageError, wipeConsoleStorage, wipeSnapshotsOf } from './persistence.ts';
import { saveEnvironment, saveThemeChoice } from './preferences.ts';
import {
  draftsDatabaseName,
  LOCAL_STORAGE_KEYS,
  queryCacheDatabaseName,
  RUNTIME_CACHES,
  userKey,
} from './storage-names.ts';

const SHELL_CACHE = 'workbox-precache-v2-https://console.example.com/';
const GUIDE_CACHE = RUNTIME_CACHES.guideImages;
const LOGO_CACHE = RUNTIME_CACHES.logos;

/** A Cache Storage stand-in holding only names: the wipe decides by name. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
    held,
  };
}

let caches: ReturnType<typeof fakeCaches>;
let storage: MemoryStorage;
let tabStorage: MemoryStorage;
let clearAppBadge: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  caches = fakeCaches([SHELL_CACHE, GUIDE_CACHE, LOGO_CACHE, 'another-app-cache']);
  storage = new MemoryStorage();
  tabStorage = new MemoryStorage();
  clearAppBadge = vi.fn(async () => {});
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', tabStorage);
  vi.stubGlobal('navigator', { clearAppBadge });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const name of await databaseNames()) await Dexie.delete(name);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function saveFor(email: string, environment: 'prod' | 'staging') {
  const client = newClient();
  const persistence = createPersistence(client);
  await persistence.activate(email, environment);
  client.setQueryData([environment, 'destinations'], ['data']);
  await persistence.flush();
  return persistence;
}

describe('wipeConsoleStorage', () => {
  it('removes every console database, runtime cache and stored key, and nothing else', async () => {
    (await saveFor(newEmail(), 'prod')).deactivate();
    (await saveFor(newEmail(), 'staging')).deactivate();
    const drafts = new Dexie(draftsDatabaseName('0123456789abcdef', 'prod'));
    drafts.version(1).stores({ drafts: 'formId' });
    await drafts.open();
    drafts.close();
    const other = new Dexie('another-app');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();
    saveEnvironment('staging');
    storage.setItem(LOCAL_STORAGE_KEYS.lastSession, '{"email":"demo@example.com","environment":"prod"}');
    storage.setItem('another-app.theme', 'dark');
    tabStorage.setItem('console.sign-in-redirect', '/destinations');
    tabStorage.setItem('another-app.tab', '1');
    expect((await databaseNames()).filter((name) => name.startsWith('console-'))).toHaveLength(3);

    await wipeConsoleStorage();

    expect(await databaseNames()).toEqual(['another-app']);
    expect([...caches.held].sort()).toEqual(['another-app-cache', SHELL_CACHE]);
    expect([storage.key(0), storage.length]).toEqual(['another-app.theme', 1]);
    expect([tabStorage.key(0), tabStorage.length]).toEqual(['another-app.tab', 1]);
    expect(clearAppBadge).toHaveBeenCalledOnce();
  });

  it("keeps the device's theme: it says nothing about the user, and the next person expects the same look", async () => {
    saveEnvironment('staging');
    saveThemeChoice('dark');
    storage.setItem(LOCAL_STORAGE_KEYS.lastSession, '{"email":"demo@example.com","environment":"prod"}');

    await wipeConsoleStorage();

    expect([storage.key(0), storage.length]).toEqual([LOCAL_STORAGE_KEYS.theme, 1]);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
  });

  it('keeps the app-shell precache (the public build, no data) unless told otherwise', async () => {
    await wipeConsoleStorage({ keepAppShell: false });
    expect([...caches.held]).toEqual(['another-app-cache']);
  });

  it('finishes every part when one fails, and says what to do', async () => {
    const problems: string[] = [];
    const stop = onStorageError((problem) => problems.push(problem.operation));
    caches.keys = async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    saveEnvironment('staging');

    await wipeConsoleStorage();
    stop();

    expect(storage.length).toBe(0);
    expect(problems).toEqual(['wipe']);
  });

  it('is not undone by a persistence that was still active in this tab', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(email, 'prod');
    client.setQueryData(['prod', 'destinations'], ['before']);

    await wipeConsoleStorage();
    client.setQueryData(['prod', 'destinations'], ['after']);
    await persistence.flush();

    expect(await databaseNames()).toEqual([]);
  });
});

describe('wipeSnapshotsOf (a session found expired)', () => {
  it("deletes that user's snapshots in both environments, and keeps their drafts and other users' data", async () => {
    const [expired, other] = [newEmail(), newEmail()];
    for (const email of [expired, other]) {
      for (const environment of ['prod', 'staging'] as const) {
        const persistence = createPersistence(newClient());
        await persistence.activate(email, environment);
        persistence.deactivate();
        const drafts = new Dexie(draftsDatabaseName(await userKey(email), environment));
        drafts.version(1).stores({ drafts: 'id' });
        await drafts.open();
        drafts.close();
      }
    }
    const before = await databaseNames();
    const snapshotsOf = async (email: string) => {
      const key = await userKey(email);
      return (['prod', 'staging'] as const).map((environment) => queryCacheDatabaseName(key, environment));
    };
    expect(before).toEqual(
      expect.arrayContaining([...(await snapshotsOf(expired)), ...(await snapshotsOf(other))]),
    );

    await wipeSnapshotsOf(expired);

    const after = await databaseNames();
    expect(after.filter((name) => name.startsWith('console-cache:'))).toEqual(
      expect.arrayContaining(await snapshotsOf(other)),
    );
    for (const name of await snapshotsOf(expired)) expect(after).not.toContain(name);
    expect(after).toContain(draftsDatabaseName(await userKey(expired), 'prod'));
  });
});
