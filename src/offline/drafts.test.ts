import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseNames, MemoryStorage, newEmail } from '../test-support/offline.ts';
import { DRAFT_MAX_AGE_MS, DRAFT_SAVE_DELAY_MS, draftStore, stripSecrets } from './drafts.ts';
import { draftsDatabaseName, userKey } from './storage-names.ts';
import { wipeConsoleStorage } from './wipe.ts';

/** Every row of a user's drafts database, read straight from IndexedDB. */
async function rawRows(email: string, environment: 'prod' | 'staging' = 'prod') {
  const db = new Dexie(draftsDatabaseName(await userKey(email), environment));
  await db.open();
  try {
    return await db.table('drafts').toArray();
  } finally {
    db.close();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stripSecrets', () => {
  it('drops the named fields, the wire secrets and anything named like one, at any depth', () => {
    const values = {
      name: 'Warehouse',
      host: 'db.example.com',
      custom_secret_field: 'a',
      password: 'b',
      api_key: 'c',
      service_account_key: '{"k":1}',
      ssh_passphrase: 'd',
      nested: { username: 'me', access_token: 'e', refresh_token: 'f' },
    };
    expect(stripSecrets(values, ['ssh_passphrase'])).toEqual({
      name: 'Warehouse',
      host: 'db.example.com',
      nested: { username: 'me' },
    });
  });
});

describe('draftStore', () => {
  it('saves after a pause, secrets stripped, and loads the draft back', async () => {
    const email = newEmail();
    const store = draftStore({ email, environment: 'prod' });
    store.save('destination:new', { name: 'Orders', password: 'typed-password' }, []);
    store.save('destination:new', { name: 'Orders 2', password: 'typed-password' }, []);
    expect(await store.load('destination:new')).toBeUndefined();
    await settle();
    expect(await store.load('destination:new')).toEqual({ name: 'Orders 2' });
    expect(JSON.stringify(await rawRows(email))).not.toContain('typed-password');
  });

  it('writes a pending draft at once on flush, and forgets it on clear', async () => {
    const email = newEmail();
    const store = draftStore({ email, environment: 'prod' });
    store.save('webhook:new', { name: 'Alerts', api_key: 'pd-key' });
    await store.flush();
    const rows = await rawRows(email);
    expect(rows).toEqual([expect.objectContaining({ formId: 'webhook:new', values: { name: 'Alerts' } })]);
    store.save('webhook:new', { name: 'Alerts again' });
    await store.clear('webhook:new');
    await settle();
    expect(await rawRows(email)).toEqual([]);
  });

  it('keeps users and environments apart', async () => {
    const [ada, grace] = [newEmail(), newEmail()];
    draftStore({ email: ada, environment: 'prod' }).save('source:new', { name: 'Ada prod' });
    draftStore({ email: ada, environment: 'staging' }).save('source:new', { name: 'Ada staging' });
    await settle();
    expect(await draftStore({ email: ada, environment: 'prod' }).load('source:new')).toEqual({
      name: 'Ada prod',
    });
    expect(await draftStore({ email: ada, environment: 'staging' }).load('source:new')).toEqual({
      name: 'Ada staging',
    });
    expect(await draftStore({ email: grace, environment: 'prod' }).load('source:new')).toBeUndefined();
  });

  it('drops a draft older than the maximum age', async () => {
    let now = 1_000_000;
    const email = newEmail();
    const store = draftStore({ email, environment: 'prod' }, () => now);
    store.save('product:new', { product_name: 'Gold' });
    await store.flush();
    now += DRAFT_MAX_AGE_MS + 1;
    expect(await store.load('product:new')).toBeUndefined();
    expect(await rawRows(email)).toEqual([]);
  });

  it('is removed by the sign-out wipe, and a deleted database is not re-created by a late save', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('caches', { keys: async () => [], delete: async () => true });
    const email = newEmail();
    const name = draftsDatabaseName(await userKey(email), 'prod');
    const store = draftStore({ email, environment: 'prod' });
    store.save('recipient:new', { name: 'Globex' });
    await store.flush();
    expect(await databaseNames()).toContain(name);
    await wipeConsoleStorage();
    expect(await databaseNames()).not.toContain(name);
    store.save('recipient:new', { name: 'Globex 2' });
    await store.flush();
    await settle();
    expect(await databaseNames()).not.toContain(name);
  });
});
