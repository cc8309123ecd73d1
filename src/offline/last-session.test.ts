import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/offline.ts';
import { clearLastSession, loadLastSession, sameUser, saveLastSession } from './last-session.ts';
import { isConsoleLocalStorageKey, LOCAL_STORAGE_KEYS } from './storage-names.ts';

afterEach(() => vi.unstubAllGlobals());

describe('last session', () => {
  it('remembers the e-mail and environment under one console key that the sign-out wipe removes', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveLastSession({ email: 'demo@example.com', environment: 'staging' });
    expect(loadLastSession()).toEqual({ email: 'demo@example.com', environment: 'staging' });
    expect(storage.length).toBe(1);
    expect(isConsoleLocalStorageKey(LOCAL_STORAGE_KEYS.lastSession)).toBe(true);
  });

  it('stores nothing but the e-mail and the environment', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const withExtra = { email: 'demo@example.com', environment: 'prod', status: 'signed-in', token: 'x' };
    saveLastSession(withExtra as never);
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.lastSession) ?? '')).toEqual({
      email: 'demo@example.com',
      environment: 'prod',
    });
  });

  it('writes nothing when that record is already stored (another tab wrote it, or nothing changed)', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveLastSession({ email: 'demo@example.com', environment: 'staging', chosenAt: 1_700 });
    const setItem = vi.spyOn(storage, 'setItem');
    saveLastSession({ email: 'demo@example.com', environment: 'staging', chosenAt: 1_700 });
    saveLastSession({ email: 'demo@example.com', environment: 'staging' });
    expect(setItem).not.toHaveBeenCalled();
    saveLastSession({ email: 'demo@example.com', environment: 'prod' });
    expect(setItem).toHaveBeenCalledOnce();
  });

  it('is forgotten by clear, and unreadable values count as none', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveLastSession({ email: 'demo@example.com', environment: 'prod' });
    clearLastSession();
    expect(loadLastSession()).toBeNull();
    storage.setItem(LOCAL_STORAGE_KEYS.lastSession, '{not json');
    expect(loadLastSession()).toBeNull();
    storage.setItem(LOCAL_STORAGE_KEYS.lastSession, JSON.stringify({ email: ' ', environment: 'prod' }));
    expect(loadLastSession()).toBeNull();
    storage.setItem(LOCAL_STORAGE_KEYS.lastSession, JSON.stringify({ email: 'a@b.c', environment: 'qa' }));
    expect(loadLastSession()).toBeNull();
  });

  it('falls back quietly when storage throws', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    blocked.removeItem = blocked.getItem;
    vi.stubGlobal('localStorage', blocked);
    expect(() => saveLastSession({ email: 'demo@example.com', environment: 'prod' })).not.toThrow();
    expect(loadLastSession()).toBeNull();
    expect(() => clearLastSession()).not.toThrow();
  });

  it('keeps the time of an environment choice while the same user and environment are saved again', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    saveLastSession({ email: 'demo@example.com', environment: 'staging', chosenAt: 1_700 });
    saveLastSession({ email: 'Demo@example.com', environment: 'staging' });
    expect(loadLastSession()).toEqual({ email: 'Demo@example.com', environment: 'staging', chosenAt: 1_700 });
    // Another environment or another user without a time is not that choice any more.
    saveLastSession({ email: 'demo@example.com', environment: 'prod' });
    expect(loadLastSession()).toEqual({ email: 'demo@example.com', environment: 'prod' });
    saveLastSession({ email: 'demo@example.com', environment: 'prod', chosenAt: 1_800 });
    saveLastSession({ email: 'sso@sso.example.com', environment: 'prod' });
    expect(loadLastSession()).toEqual({ email: 'sso@sso.example.com', environment: 'prod' });
  });

  it('compares users without case or surrounding spaces', () => {
    expect(sameUser(' Demo@Example.com', 'demo@example.com')).toBe(true);
    expect(sameUser('demo@example.com', 'sso@sso.example.com')).toBe(false);
  });
});
