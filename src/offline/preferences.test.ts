import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/offline.ts';
import { loadEnvironment, loadThemeChoice, saveEnvironment, saveThemeChoice } from './preferences.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

afterEach(() => vi.unstubAllGlobals());

describe('environment preference', () => {
  it('defaults to prod when nothing or something unknown is stored', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(loadEnvironment()).toBe('prod');
    storage.setItem(LOCAL_STORAGE_KEYS.environment, 'qa');
    expect(loadEnvironment()).toBe('prod');
  });

  it('remembers the chosen environment under its one key', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveEnvironment('staging');
    expect(storage.getItem('console.environment')).toBe('staging');
    expect(loadEnvironment()).toBe('staging');
  });

  it('writes nothing when that environment is already stored', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveEnvironment('staging');
    const setItem = vi.spyOn(storage, 'setItem');
    saveEnvironment('staging');
    expect(setItem).not.toHaveBeenCalled();
    saveEnvironment('prod');
    expect(setItem).toHaveBeenCalledOnce();
  });

  it('falls back quietly when storage throws', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    vi.stubGlobal('localStorage', blocked);
    expect(() => saveEnvironment('staging')).not.toThrow();
    expect(loadEnvironment()).toBe('prod');
  });

  it('refuses to store an unknown environment, naming the valid ones', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    expect(() => saveEnvironment('dev' as never)).toThrow(
      'Cannot save environment "dev": expected "prod" or "staging".',
    );
  });
});

describe('theme preference', () => {
  it('follows the system when nothing, or something unknown, is stored', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(loadThemeChoice()).toBe('system');
    storage.setItem(LOCAL_STORAGE_KEYS.theme, 'sepia');
    expect(loadThemeChoice()).toBe('system');
  });

  it('remembers light or dark under the device key, and forgets it for "system"', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveThemeChoice('dark');
    expect(storage.getItem('console-device.theme')).toBe('dark');
    expect(loadThemeChoice()).toBe('dark');
    saveThemeChoice('light');
    expect(loadThemeChoice()).toBe('light');
    saveThemeChoice('system');
    expect(storage.length).toBe(0);
    expect(loadThemeChoice()).toBe('system');
  });

  it('falls back to the system quietly when storage throws', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    vi.stubGlobal('localStorage', blocked);
    expect(() => saveThemeChoice('dark')).not.toThrow();
    expect(loadThemeChoice()).toBe('system');
  });

  it('refuses to store an unknown theme, naming the valid ones', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    expect(() => saveThemeChoice('sepia' as never)).toThrow(
      'Cannot save theme "sepia": expected "system", "light" or "dark".',
    );
  });
});
