import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { authApi } from '../../api/endpoints/auth.ts';
import type { Persistence } from '../../offline/persistence.ts';
import { SESSION_CHANNEL_NAME } from '../../offline/storage-names.ts';
import { bindQueryCache } from './query-cache.ts';
import { SIGNED_OUT, session } from './session.ts';
import { followOtherTabs, signOut } from './sign-out.ts';

const wipe = vi.hoisted(() => vi.fn(async () => {}));
const wipeSnapshots = vi.hoisted(() => vi.fn(async (_email: string) => {}));
vi.mock('../../offline/persistence.ts', () => ({ wipeConsoleStorage: wipe, wipeSnapshotsOf: wipeSnapshots }));
vi.mock('../../api/endpoints/auth.ts', () => ({ authApi: { logout: vi.fn(async () => {}) } }));

const DEMO = 'demo@example.com';
const KEY = ['prod', 'destinations', 'list', {}];

/** Another tab of the console: its own channel of the same name. */
let otherTab: BroadcastChannel;
let heard: unknown[];
let queryClient: QueryClient;
let persistence: { deactivate: Mock<() => void> };
let leave: Mock<() => void>;
let stopFollowing = () => {};

beforeEach(() => {
  wipe.mockClear();
  wipeSnapshots.mockClear();
  vi.mocked(authApi.logout).mockClear();
  queryClient = new QueryClient();
  persistence = { deactivate: vi.fn<() => void>() };
  bindQueryCache(queryClient, {
    ...persistence,
    activate: async () => {},
    flush: async () => {},
    restoredLater: async () => {},
  } as Persistence);
  session.set({ status: 'signed-in', email: DEMO, environment: 'prod' });
  queryClient.setQueryData(KEY, ['Acme Snowflake']);
  heard = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
  otherTab.onmessage = (event) => heard.push(event.data);
  leave = vi.fn<() => void>();
  stopFollowing = followOtherTabs(leave);
});
afterEach(() => {
  stopFollowing();
  otherTab.close();
  session.set(SIGNED_OUT);
});

/** Lets a BroadcastChannel message arrive (delivered as a task). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('signing out in another tab', () => {
  it('signs this tab out: memory dropped, saving stopped, /login, no server call and no second wipe', async () => {
    otherTab.postMessage({ type: 'signed-out' });
    await delivered();
    expect(session.get()).toEqual(SIGNED_OUT);
    expect(persistence.deactivate).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    expect(authApi.logout).not.toHaveBeenCalled();
    expect(wipe).not.toHaveBeenCalled();
    expect(wipeSnapshots).not.toHaveBeenCalled();
  });

  it('is ignored by a tab that is already signed out, and so are unknown messages', async () => {
    otherTab.postMessage({ type: 'reload-everything' });
    await delivered();
    expect(leave).not.toHaveBeenCalled();
    session.set(SIGNED_OUT);
    otherTab.postMessage({ type: 'signed-out' });
    await delivered();
    expect(leave).not.toHaveBeenCalled();
  });

  it('stops when the tab stops following', async () => {
    stopFollowing();
    otherTab.postMessage({ type: 'signed-out' });
    await delivered();
    expect(session.get().status).toBe('signed-in');
  });
});

describe('signing in in another tab', () => {
  it('as the same user (any case) changes nothing here', async () => {
    otherTab.postMessage({ type: 'signed-in', email: 'Demo@Example.com' });
    await delivered();
    expect(leave).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(KEY)).toEqual(['Acme Snowflake']);
  });

  it('as another user signs this tab out, so it never shows the previous user’s data', async () => {
    otherTab.postMessage({ type: 'signed-in', email: 'sso@sso.example.com' });
    await delivered();
    expect(session.get()).toEqual(SIGNED_OUT);
    expect(leave).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    // That tab's session is not this user's expiry: their snapshot stays for their next sign-in.
    expect(wipeSnapshots).not.toHaveBeenCalled();
  });
});

describe('this tab', () => {
  it('tells the other tabs when it signs out, then wipes the device', async () => {
    await signOut(leave);
    await delivered();
    expect(heard).toContainEqual({ type: 'signed-out' });
    expect(wipe).toHaveBeenCalledOnce();
    expect(session.get()).toEqual(SIGNED_OUT);
  });

  it('tells the other tabs who signed in here, once per user', async () => {
    session.set(SIGNED_OUT);
    session.set({ status: 'signed-in', email: 'sso@sso.example.com', environment: 'prod' });
    session.set({ status: 'signed-in', email: 'sso@sso.example.com', environment: 'staging' });
    await delivered();
    expect(heard).toEqual([{ type: 'signed-in', email: 'sso@sso.example.com' }]);
  });
});
