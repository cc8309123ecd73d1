import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/endpoints/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { loadLastSession } from '../../offline/last-session.ts';
import type { Persistence } from '../../offline/persistence.ts';
import { loadEnvironment } from '../../offline/preferences.ts';
import { LOCAL_STORAGE_KEYS } from '../../offline/storage-names.ts';
import { MemoryStorage } from '../../test-support/offline.ts';
import { keepDeviceTracesInStep } from './device-traces.ts';
import { applyEnvironment, switchEnvironment } from './environment.ts';
import { isLatestChoice, recordEnvironmentChoice, takeLaterStoredChoice } from './environment-choice.ts';
import { bindQueryCache } from './query-cache.ts';
import { SIGNED_OUT, session } from './session.ts';

vi.mock('../../offline/persistence.ts', () => ({
  createPersistence: () => {
    throw new Error('tests bind a fake persistence');
  },
}));
vi.mock('../../api/endpoints/auth.ts', () => ({ authApi: { setEnvironment: vi.fn() } }));

const EMAIL = 'demo@example.com';
const fakePersistence: Persistence = {
  activate: async () => {},
  deactivate: () => {},
  restoredLater: async () => {},
  flush: async () => {},
};

/** The server's answer to POST /auth/environment, held until the test lets it go. */
function heldAnswer() {
  let answer: (value: 'prod' | 'staging') => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const held = { storedWhenSent: undefined as unknown };
  vi.mocked(authApi.setEnvironment).mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        held.storedWhenSent = loadLastSession();
        answer = resolve;
        refuse = reject;
      }),
  );
  return Object.assign(held, {
    answer: (env: 'prod' | 'staging') => answer(env),
    refuse: (error: unknown) => refuse(error),
  });
}

// The tab's followed choice lives on between tests: each test starts a day later than the previous one.
let clock = Date.UTC(2030, 0, 1);
let stopTraces: () => void = () => {};
beforeEach(() => {
  clock += 86_400_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.mocked(authApi.setEnvironment).mockReset();
  bindQueryCache(new QueryClient(), fakePersistence);
  session.choose({ environment: 'prod' });
  session.set({ status: 'signed-in', email: EMAIL, environment: 'prod' });
  // What main.tsx runs: the last session follows every session change.
  stopTraces = keepDeviceTracesInStep();
});
afterEach(() => {
  stopTraces();
  session.set(SIGNED_OUT);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recordEnvironmentChoice', () => {
  it("saves this user's choice with its time, and the device's environment for the next first request", () => {
    const choice = recordEnvironmentChoice(EMAIL, 'staging');
    expect(choice).toEqual({ email: EMAIL, environment: 'staging', chosenAt: clock });
    expect(loadLastSession()).toEqual(choice);
    expect(loadEnvironment()).toBe('staging');
    expect(isLatestChoice(choice)).toBe(true);
  });

  it('gives each choice a later time than the last, even within one millisecond', () => {
    const first = recordEnvironmentChoice(EMAIL, 'staging');
    const second = recordEnvironmentChoice(EMAIL, 'prod');
    expect(second.chosenAt).toBeGreaterThan(first.chosenAt);
    expect(isLatestChoice(first)).toBe(false);
    expect(isLatestChoice(second)).toBe(true);
  });
});

describe('switchEnvironment saves the choice before anything else', () => {
  it('a reload while the server has not answered starts in the chosen environment', async () => {
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    // Saved before the request went out; and what a reload or a new tab reads while it is out:
    expect(authApi.setEnvironment).toHaveBeenCalledWith('staging');
    expect(server.storedWhenSent).toMatchObject({ environment: 'staging' });
    expect(loadLastSession()).toEqual({ email: EMAIL, environment: 'staging', chosenAt: clock });
    expect(loadEnvironment()).toBe('staging');
    // This tab still shows production until the server answers.
    expect(session.get()).toMatchObject({ environment: 'prod' });
    expect(session.environment()).toBe('prod');

    server.answer('staging');
    await switching;
    expect(session.get()).toMatchObject({ environment: 'staging' });
    expect(session.environment()).toBe('staging');
    // The session re-announced by the switch keeps the time of the choice.
    expect(loadLastSession()).toEqual({ email: EMAIL, environment: 'staging', chosenAt: clock });
  });

  it('offline the choice stays, saved, and applies here', async () => {
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    server.refuse(new ApiError('Failed to update environment.', 0, true));
    await switching;
    expect(loadLastSession()).toMatchObject({ environment: 'staging' });
    expect(session.get()).toMatchObject({ environment: 'staging' });
  });

  it('a refusal makes the previous environment the choice again, newer than the refused one', async () => {
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    vi.setSystemTime(clock + 500);
    server.refuse(new ApiError('Failed to update environment.', 500, true));
    await expect(switching).rejects.toThrow('Failed to update environment.');
    expect(loadLastSession()).toEqual({ email: EMAIL, environment: 'prod', chosenAt: clock + 500 });
    expect(loadEnvironment()).toBe('prod');
    expect(session.get()).toMatchObject({ environment: 'prod' });
  });

  it('a refusal after the session ended writes nothing back (the next person starts signed out)', async () => {
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    session.set(SIGNED_OUT); // a 401 signs out before the call rejects
    server.refuse(new ApiError('Not signed in.', 401, true));
    await expect(switching).rejects.toThrow();
    expect(loadLastSession()).toBeNull();
  });

  it('does not apply its own choice when another tab chose later while the server was asked', async () => {
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    // Another tab switches back to production a second later, and this tab follows it.
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.lastSession,
      JSON.stringify({ email: EMAIL, environment: 'prod', chosenAt: clock + 1_000 }),
    );
    expect(takeLaterStoredChoice(EMAIL)).toMatchObject({ environment: 'prod' });
    server.answer('staging');
    await switching;
    expect(session.get()).toMatchObject({ environment: 'prod' });
    expect(loadLastSession()).toMatchObject({ environment: 'prod', chosenAt: clock + 1_000 });
  });
});

/** How many times each localStorage key is written from now on. */
function countWrites() {
  const spy = vi.spyOn(localStorage, 'setItem');
  return () => {
    const counts: Record<string, number> = {};
    for (const [key] of spy.mock.calls) counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  };
}

describe('one switch writes this device once', () => {
  it('writes the environment and the last session once each, from the choice to the switched screens', async () => {
    const writes = countWrites();
    const server = heldAnswer();
    const switching = switchEnvironment('staging');
    server.answer('staging');
    await switching;
    expect(session.get()).toMatchObject({ environment: 'staging' });
    expect(writes()).toEqual({ [LOCAL_STORAGE_KEYS.environment]: 1, [LOCAL_STORAGE_KEYS.lastSession]: 1 });
    expect(loadLastSession()).toEqual({ email: EMAIL, environment: 'staging', chosenAt: clock });
    expect(loadEnvironment()).toBe('staging');
  });

  it("writes nothing back when it follows another tab's choice", async () => {
    // The other tab's switch, as it lands in the shared storage.
    localStorage.setItem(LOCAL_STORAGE_KEYS.environment, 'staging');
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.lastSession,
      JSON.stringify({ email: EMAIL, environment: 'staging', chosenAt: clock + 1_000 }),
    );
    const writes = countWrites();
    expect(takeLaterStoredChoice(EMAIL)).toMatchObject({ environment: 'staging' });
    await applyEnvironment('staging');
    expect(session.get()).toMatchObject({ environment: 'staging' });
    expect(writes()).toEqual({});
  });
});

describe('takeLaterStoredChoice', () => {
  const store = (record: object) =>
    localStorage.setItem(LOCAL_STORAGE_KEYS.lastSession, JSON.stringify(record));

  it("returns another tab's later choice once, then nothing until a later one", () => {
    recordEnvironmentChoice(EMAIL, 'prod');
    store({ email: EMAIL, environment: 'staging', chosenAt: clock + 10 });
    expect(takeLaterStoredChoice(EMAIL)).toEqual({
      email: EMAIL,
      environment: 'staging',
      chosenAt: clock + 10,
    });
    expect(takeLaterStoredChoice(EMAIL)).toBeNull();
    store({ email: EMAIL, environment: 'prod', chosenAt: clock + 5 });
    expect(takeLaterStoredChoice(EMAIL)).toBeNull();
  });

  it('ignores records of another user and untimed ones', () => {
    recordEnvironmentChoice(EMAIL, 'prod');
    store({ email: 'sso@sso.example.com', environment: 'staging', chosenAt: clock + 10 });
    expect(takeLaterStoredChoice(EMAIL)).toBeNull();
    store({ email: EMAIL, environment: 'staging' });
    expect(takeLaterStoredChoice(EMAIL)).toBeNull();
  });
});
