import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/endpoints/auth.ts';
import { ApiError } from '../../api/errors.ts';
import type { Persistence } from '../../offline/persistence.ts';
import { switchEnvironment } from './environment.ts';
import { bindQueryCache } from './query-cache.ts';
import { SIGNED_OUT, session } from './session.ts';
import { completeSignIn } from './sign-in.ts';
import { endExpiredSession, signOut } from './sign-out.ts';

const wipe = vi.hoisted(() => vi.fn(async () => {}));
const wipeSnapshots = vi.hoisted(() => vi.fn(async (_email: string) => {}));
vi.mock('../../offline/persistence.ts', () => ({
  createPersistence: () => {
    throw new Error('tests bind a fake persistence');
  },
  wipeConsoleStorage: wipe,
  wipeSnapshotsOf: wipeSnapshots,
}));
vi.mock('../../api/endpoints/auth.ts', () => ({
  authApi: { logout: vi.fn(async () => {}), setEnvironment: vi.fn(async (env: string) => env) },
}));

const log: string[] = [];
function fakePersistence(queryClient: QueryClient): Persistence {
  return {
    async activate(email, environment) {
      log.push(`activate ${email} ${environment}`);
      // What a restore does: the snapshot of that environment appears in the cache.
      queryClient.setQueryData([environment, 'destinations', 'all'], [`restored ${environment}`]);
    },
    deactivate: () => void log.push('deactivate'),
    restoredLater: async () => {},
    flush: async () => {},
  };
}

let queryClient: QueryClient;
beforeEach(() => {
  log.length = 0;
  wipe.mockClear();
  vi.mocked(authApi.logout).mockReset().mockResolvedValue(undefined);
  vi.mocked(authApi.setEnvironment)
    .mockReset()
    .mockImplementation(async (env) => env);
  queryClient = new QueryClient();
  bindQueryCache(queryClient, fakePersistence(queryClient));
  session.set(SIGNED_OUT);
  session.choose({ environment: 'prod' });
});

describe('completeSignIn', () => {
  it("drops a previous user's data, restores this user's snapshot, then signs in", async () => {
    queryClient.setQueryData(['prod', 'organization', 'detail'], { name: 'Someone else' });
    await completeSignIn({ email: 'demo@example.com', environment: 'staging' });
    expect(queryClient.getQueryData(['prod', 'organization', 'detail'])).toBeUndefined();
    expect(queryClient.getQueryData(['staging', 'destinations', 'all'])).toEqual(['restored staging']);
    expect(log).toEqual(['deactivate', 'activate demo@example.com staging']);
    expect(session.environment()).toBe('staging');
    expect(session.get()).toEqual({ status: 'signed-in', email: 'demo@example.com', environment: 'staging' });
  });
});

describe('switchEnvironment', () => {
  beforeEach(async () => {
    await completeSignIn({ email: 'demo@example.com', environment: 'prod' });
    log.length = 0;
  });

  it('tells the server, swaps the cached environment and updates the session', async () => {
    queryClient.setQueryData(['prod', 'destinations', 'list', {}], ['prod row']);
    await switchEnvironment('staging');
    expect(authApi.setEnvironment).toHaveBeenCalledWith('staging');
    expect(session.environment()).toBe('staging');
    expect(queryClient.getQueryData(['prod', 'destinations', 'list', {}])).toBeUndefined();
    expect(queryClient.getQueryData(['staging', 'destinations', 'all'])).toEqual(['restored staging']);
    expect(log).toEqual(['deactivate', 'activate demo@example.com staging']);
    expect(session.get()).toMatchObject({ status: 'signed-in', environment: 'staging' });
  });

  it('changes nothing when the server refuses', async () => {
    vi.mocked(authApi.setEnvironment).mockRejectedValueOnce(
      new ApiError('Failed to update environment.', 500, true),
    );
    queryClient.setQueryData(['prod', 'destinations', 'list', {}], ['prod row']);
    await expect(switchEnvironment('staging')).rejects.toThrow('Failed to update environment.');
    expect(session.environment()).toBe('prod');
    expect(queryClient.getQueryData(['prod', 'destinations', 'list', {}])).toEqual(['prod row']);
    expect(session.get()).toMatchObject({ environment: 'prod' });
    expect(log).toEqual([]);
  });

  it('switches on this device alone when the server cannot be reached (offline)', async () => {
    vi.mocked(authApi.setEnvironment).mockRejectedValueOnce(
      new ApiError('Failed to update environment.', 0, true),
    );
    queryClient.setQueryData(['prod', 'destinations', 'list', {}], ['prod row']);
    await switchEnvironment('staging');
    expect(session.environment()).toBe('staging');
    expect(queryClient.getQueryData(['prod', 'destinations', 'list', {}])).toBeUndefined();
    expect(queryClient.getQueryData(['staging', 'destinations', 'all'])).toEqual(['restored staging']);
    expect(session.get()).toMatchObject({ status: 'signed-in', environment: 'staging' });
  });
});

describe('signOut', () => {
  beforeEach(() => completeSignIn({ email: 'demo@example.com', environment: 'prod' }));

  it('leaves the signed-in screens before clearing memory and wiping the disk', async () => {
    const leave = vi.fn(() => {
      // Still there while the screens unmount, so nothing refetches into the signed-out API.
      expect(queryClient.getQueryData(['prod', 'destinations', 'all'])).toBeDefined();
      expect(session.get().status).toBe('signed-out');
    });
    await signOut(leave);
    expect(authApi.logout).toHaveBeenCalled();
    expect(leave).toHaveBeenCalledOnce();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(wipe).toHaveBeenCalledOnce();
  });

  it('still forgets everything locally when the logout call fails (offline)', async () => {
    vi.mocked(authApi.logout).mockRejectedValueOnce(new ApiError('Failed to log user out.', 0, true));
    await signOut(() => {});
    expect(session.get().status).toBe('signed-out');
    expect(wipe).toHaveBeenCalledOnce();
  });
});

describe('endExpiredSession', () => {
  it('signs out once, clears memory and that user’s snapshots, keeps the rest of the disk', async () => {
    await completeSignIn({ email: 'demo@example.com', environment: 'prod' });
    const leave = vi.fn();
    await Promise.all([endExpiredSession(leave), endExpiredSession(leave)]);
    expect(leave).toHaveBeenCalledOnce();
    expect(session.get().status).toBe('signed-out');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(wipe).not.toHaveBeenCalled();
    expect(wipeSnapshots.mock.calls).toEqual([['demo@example.com']]);
  });
});
