import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClient, newEmail } from '../test-support/offline.ts';

afterEach(() => vi.unstubAllGlobals());

/** A navigator whose storage and permission answer as an engine's would. */
function engine(permission: PermissionState | 'unsupported', persisted = false) {
  const persist = vi.fn(async () => true);
  const query = vi.fn(async ({ name }: { name: string }) => {
    if (permission === 'unsupported') throw new TypeError(`'${name}' is not a valid permission name`);
    return { state: permission };
  });
  vi.stubGlobal('navigator', {
    storage: { persist, persisted: vi.fn(async () => persisted) },
    permissions: { query },
  });
  return persist;
}

/** Signs two people in one after the other on a new page, and waits for the request to settle. */
async function signInTwice() {
  vi.resetModules(); // a new page: the request is made once per page
  const { createPersistence } = await import('./persistence.ts');
  const persistence = createPersistence(newClient());
  await persistence.activate(newEmail(), 'prod');
  await persistence.activate(newEmail(), 'staging');
  persistence.deactivate();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('persistent storage', () => {
  it('is requested once per page where it is granted, so the offline copy is not evicted under pressure', async () => {
    const persist = engine('granted');
    await signInTwice();
    expect(persist).toHaveBeenCalledOnce();
  });

  it('is requested where the engine decides by itself and has no such permission (WebKit)', async () => {
    const persist = engine('unsupported');
    await signInTwice();
    expect(persist).toHaveBeenCalledOnce();
  });

  it('is not requested where asking would prompt the person at every start (Firefox), or was refused', async () => {
    for (const permission of ['prompt', 'denied'] as const) {
      const persist = engine(permission);
      await signInTwice();
      expect(persist).not.toHaveBeenCalled();
    }
  });

  it('is not requested again once the storage is persistent', async () => {
    const persist = engine('granted', true);
    await signInTwice();
    expect(persist).not.toHaveBeenCalled();
  });
});
