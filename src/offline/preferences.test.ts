import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnvironment, saveEnvironment } from './preferences.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';
import { MemoryStorage } from './test-support.ts';

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
