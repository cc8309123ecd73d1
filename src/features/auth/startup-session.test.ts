import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { loadLastSession, saveLastSession } from '../../offline/last-session.ts';
import { MemoryStorage } from '../../test-support/offline.ts';
import { keepDeviceTracesInStep } from './device-traces.ts';
import { SIGNED_OUT, session } from './session.ts';
import { checkRestoredSession, resolveStartupSession, settleRestoredSession } from './startup-session.ts';

describe('resolveStartupSession', () => {
  it('is signed in with the server-side e-mail and environment', async () => {
    const status = async () => ({
      authenticated: true as const,
      email: 'demo@example.com',
      environment: 'staging' as const,
    });
    await expect(resolveStartupSession(status)).resolves.toEqual({
      status: 'signed-in',
      email: 'demo@example.com',
      environment: 'staging',
    });
  });

  it('is signed out on 401', async () => {
    await expect(resolveStartupSession(async () => null)).resolves.toEqual({ status: 'signed-out' });
  });

  it('does not crash when the server cannot be reached (status 0) or fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = async () => Promise.reject(new ApiError('Failed to get auth status.', 0, true));
    const broken = async () => Promise.reject(new ApiError('Failed to get auth status.', 500, true));
    await expect(resolveStartupSession(offline)).resolves.toEqual({ status: 'signed-out' });
    await expect(resolveStartupSession(broken)).resolves.toEqual({ status: 'signed-out' });
    error.mockRestore();
  });

  it('lets programming errors surface', async () => {
    await expect(resolveStartupSession(async () => Promise.reject(new TypeError('bug')))).rejects.toThrow(
      'bug',
    );
  });
});

describe('checkRestoredSession (start-up with a remembered session, in the background)', () => {
  const restored = { email: 'demo@example.com', environment: 'prod' as const };
  const reply =
    (email: string, environment: 'prod' | 'staging' = 'prod') =>
    async () => ({
      authenticated: true as const,
      email,
      environment,
    });

  it('confirms the same user, whatever the case of the e-mail, and reports the server environment', async () => {
    await expect(checkRestoredSession(restored, reply('Demo@Example.com', 'staging'))).resolves.toEqual({
      kind: 'confirmed',
      serverEnvironment: 'staging',
    });
  });

  it('says expired on 401, unreachable offline or on a server error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(checkRestoredSession(restored, async () => null)).resolves.toEqual({ kind: 'expired' });
    const offline = async () => Promise.reject(new ApiError('Failed to get auth status.', 0, true));
    await expect(checkRestoredSession(restored, offline)).resolves.toEqual({ kind: 'unreachable' });
    const broken = async () => Promise.reject(new ApiError('Failed to get auth status.', 503, true));
    await expect(checkRestoredSession(restored, broken)).resolves.toEqual({ kind: 'unreachable' });
    error.mockRestore();
  });

  it('notices another user signed in in this browser', async () => {
    await expect(checkRestoredSession(restored, reply('sso@sso.example.com'))).resolves.toEqual({
      kind: 'other-user',
      signedIn: { email: 'sso@sso.example.com', environment: 'prod' },
    });
  });
});

describe('settleRestoredSession', () => {
  afterEach(() => {
    session.set(SIGNED_OUT);
    vi.unstubAllGlobals();
  });
  const handlers = () => ({
    onExpired: vi.fn(),
    onOtherUser: vi.fn(),
    setServerEnvironment: vi.fn(async () => {}),
  });

  it('ends an expired session and does nothing else', () => {
    const h = handlers();
    settleRestoredSession({ kind: 'expired' }, h);
    expect(h.onExpired).toHaveBeenCalledOnce();
    expect(h.onOtherUser).not.toHaveBeenCalled();
  });

  it('remembers the other user before starting over as them', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    // What main.tsx runs: the device follows the session store.
    const stop = keepDeviceTracesInStep();
    const h = handlers();
    h.onOtherUser.mockImplementation(() =>
      expect(loadLastSession()).toEqual({ email: 'sso@sso.example.com', environment: 'staging' }),
    );
    settleRestoredSession(
      { kind: 'other-user', signedIn: { email: 'sso@sso.example.com', environment: 'staging' } },
      h,
    );
    stop();
    expect(h.onOtherUser).toHaveBeenCalledOnce();
  });

  it('tells the server the environment chosen on this device while offline', () => {
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'staging' });
    const h = handlers();
    settleRestoredSession({ kind: 'confirmed', serverEnvironment: 'prod' }, h);
    expect(h.setServerEnvironment).toHaveBeenCalledWith('staging');
    h.setServerEnvironment.mockClear();
    settleRestoredSession({ kind: 'confirmed', serverEnvironment: 'staging' }, h);
    settleRestoredSession({ kind: 'unreachable' }, h);
    expect(h.setServerEnvironment).not.toHaveBeenCalled();
    expect(h.onExpired).not.toHaveBeenCalled();
  });

  it("tells the server this device's latest choice (reloaded before the switch's request returned)", () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    saveLastSession({ email: 'demo@example.com', environment: 'prod', chosenAt: 2_000 });
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    const h = handlers();
    // The server heard of an earlier switch to staging; the device's choice since is production.
    settleRestoredSession({ kind: 'confirmed', serverEnvironment: 'staging' }, h);
    expect(h.setServerEnvironment).toHaveBeenCalledWith('prod');
  });
});
