import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, wipeConsoleStorage } from './persistence.ts';
import { saveEnvironment } from './preferences.ts';
import { databaseNames, MemoryStorage, newClient, newEmail } from './test-support.ts';

const SHELL_CACHE = 'workbox-precache-v2-https://console.example.com/';
const GUIDE_CACHE = 'console-guides-v1';

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

beforeEach(async () => {
  caches = fakeCaches([SHELL_CACHE, GUIDE_CACHE, 'another-app-cache']);
  storage = new MemoryStorage();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('localStorage', storage);
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
  it('removes every console database, cache and localStorage key, and nothing else', async () => {
    (await saveFor(newEmail(), 'prod')).deactivate();
    (await saveFor(newEmail(), 'staging')).deactivate();
    const other = new Dexie('another-app');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();
    saveEnvironment('staging');
    storage.setItem('another-app.theme', 'dark');
    expect((await databaseNames()).filter((name) => name.startsWith('console-'))).toHaveLength(2);

    await wipeConsoleStorage();

    expect(await databaseNames()).toEqual(['another-app']);
    expect([...caches.held]).toEqual(['another-app-cache']);
    expect(storage.getItem('another-app.theme')).toBe('dark');
    expect(storage.length).toBe(1);
  });

  it('can keep the public app shell so the sign-in page still opens offline', async () => {
    await wipeConsoleStorage({ keepAppShell: true });
    expect([...caches.held].sort()).toEqual(['another-app-cache', SHELL_CACHE]);
  });

  it('is not undone by a persistence that was still active in this tab', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000 });
    await persistence.activate(email, 'prod');
    client.setQueryData(['prod', 'destinations'], ['before']);

    await wipeConsoleStorage();
    client.setQueryData(['prod', 'destinations'], ['after']);
    await persistence.flush();

    expect(await databaseNames()).toEqual([]);
  });
});
