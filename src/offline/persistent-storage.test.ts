import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClient, newEmail } from '../test-support/offline.ts';
import { createPersistence } from './persistence.ts';

afterEach(() => vi.unstubAllGlobals());

describe('persistent storage', () => {
  it('is requested once per page, so the browser does not evict the offline copy under pressure', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist } });
    const persistence = createPersistence(newClient());

    await persistence.activate(newEmail(), 'prod');
    await persistence.activate(newEmail(), 'staging');
    persistence.deactivate();

    expect(persist).toHaveBeenCalledOnce();
  });
});
