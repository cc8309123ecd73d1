import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Persistence } from '../../offline/persistence.ts';
import { LOCAL_STORAGE_KEYS } from '../../offline/storage-names.ts';
import { MemoryStorage } from '../../test-support/offline.ts';
import { followEnvironmentOfOtherTabs } from './environment-across-tabs.ts';
import { bindQueryCache } from './query-cache.ts';
import { SIGNED_OUT, session } from './session.ts';

vi.mock('../../offline/persistence.ts', () => ({
  createPersistence: () => {
    throw new Error('tests bind a fake persistence');
  },
}));
vi.mock('../../api/endpoints/auth.ts', () => ({ authApi: { setEnvironment: vi.fn() } }));

const EMAIL = 'demo@example.com';
const activated: string[] = [];
const fakePersistence: Persistence = {
  activate: async (_email, environment) => void activated.push(environment),
  deactivate: () => {},
  restoredLater: async () => {},
  flush: async () => {},
};

/** What the browser does in this tab when another tab writes the key. */
function otherTabWrites(record: object, key: string = LOCAL_STORAGE_KEYS.lastSession) {
  localStorage.setItem(key, JSON.stringify(record));
  window.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

let clock = Date.UTC(2031, 0, 1);
let stop: () => void = () => {};
const afterSwitch = vi.fn();
beforeEach(() => {
  clock += 86_400_000;
  activated.length = 0;
  afterSwitch.mockReset();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', new MemoryStorage());
  bindQueryCache(new QueryClient(), fakePersistence);
  session.choose({ environment: 'prod' });
  session.set({ status: 'signed-in', email: EMAIL, environment: 'prod' });
  stop = followEnvironmentOfOtherTabs(afterSwitch);
});
afterEach(() => {
  stop();
  session.set(SIGNED_OUT);
  vi.unstubAllGlobals();
});

describe('followEnvironmentOfOtherTabs', () => {
  it("switches this tab to another tab's later choice, without asking the server", async () => {
    otherTabWrites({ email: EMAIL, environment: 'staging', chosenAt: clock });
    await vi.waitFor(() => expect(session.get()).toMatchObject({ environment: 'staging' }));
    expect(activated).toEqual(['staging']);
    await vi.waitFor(() => expect(afterSwitch).toHaveBeenCalledOnce());
    const { authApi } = await import('../../api/endpoints/auth.ts');
    expect(authApi.setEnvironment).not.toHaveBeenCalled();
  });

  it('of two choices heard out of order, the later one wins', async () => {
    otherTabWrites({ email: EMAIL, environment: 'staging', chosenAt: clock + 20 });
    otherTabWrites({ email: EMAIL, environment: 'prod', chosenAt: clock + 10 });
    await vi.waitFor(() => expect(afterSwitch).toHaveBeenCalledOnce());
    expect(session.get()).toMatchObject({ environment: 'staging' });
  });

  it('ignores other keys, other users, and a record that repeats what this tab shows', async () => {
    otherTabWrites(
      { email: EMAIL, environment: 'staging', chosenAt: clock },
      `${LOCAL_STORAGE_KEYS.lastSession}x`,
    );
    otherTabWrites({ email: 'sso@sso.example.com', environment: 'staging', chosenAt: clock });
    otherTabWrites({ email: EMAIL, environment: 'prod', chosenAt: clock });
    await Promise.resolve();
    expect(session.get()).toMatchObject({ environment: 'prod' });
    expect(activated).toEqual([]);
    expect(afterSwitch).not.toHaveBeenCalled();
  });

  it('stops following when told to', async () => {
    stop();
    otherTabWrites({ email: EMAIL, environment: 'staging', chosenAt: clock });
    await Promise.resolve();
    expect(session.get()).toMatchObject({ environment: 'prod' });
  });
});
