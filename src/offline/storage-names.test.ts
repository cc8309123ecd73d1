import { describe, expect, it } from 'vitest';
import {
  isConsoleCache,
  isConsoleDatabase,
  isConsoleLocalStorageKey,
  LOCAL_STORAGE_KEYS,
  queryCacheDatabaseName,
  userKey,
} from './storage-names.ts';

describe('userKey', () => {
  it('is a short hex hash that ignores case and surrounding spaces', async () => {
    const key = await userKey('Ada.Lovelace@Example.com');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(await userKey('  ada.lovelace@example.com ')).toBe(key);
  });

  it('differs between users', async () => {
    expect(await userKey('ada@example.com')).not.toBe(await userKey('grace@example.com'));
  });

  it('refuses a blank e-mail', async () => {
    await expect(userKey(' ')).rejects.toThrow('the signed-in e-mail is empty');
  });
});

describe('names', () => {
  it('puts the user key and environment in the database name and matches it for wiping', () => {
    const name = queryCacheDatabaseName('0123456789abcdef', 'staging');
    expect(name).toBe('console-cache:0123456789abcdef:staging');
    expect(isConsoleDatabase(name)).toBe(true);
    expect(isConsoleDatabase('another-app')).toBe(false);
  });

  it('counts the app-shell precache and console runtime caches as the console’s', () => {
    expect(isConsoleCache('workbox-precache-v2-https://console.example.com/')).toBe(true);
    expect(isConsoleCache('console-guides-v1')).toBe(true);
    expect(isConsoleCache('another-app-cache')).toBe(false);
  });

  it("wipes every localStorage key on sign-out but the device's theme", () => {
    const { theme, ...userKeys } = LOCAL_STORAGE_KEYS;
    for (const key of Object.values(userKeys)) expect(isConsoleLocalStorageKey(key), key).toBe(true);
    expect(isConsoleLocalStorageKey(theme)).toBe(false);
  });
});
