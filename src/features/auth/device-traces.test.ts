import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLastSession, saveLastSession } from '../../offline/last-session.ts';
import { MemoryStorage } from '../../test-support/offline.ts';
import { keepDeviceTracesInStep } from './device-traces.ts';
import { SIGNED_OUT, session } from './session.ts';

let stop: () => void;
let badge: { setAppBadge: ReturnType<typeof vi.fn>; clearAppBadge: ReturnType<typeof vi.fn> };
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  badge = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
  vi.stubGlobal('navigator', badge);
  session.set(SIGNED_OUT);
  stop = keepDeviceTracesInStep();
});
afterEach(() => {
  stop();
  session.set(SIGNED_OUT);
  vi.unstubAllGlobals();
});

describe('keepDeviceTracesInStep', () => {
  it('remembers who signed in and the environment they switch to', () => {
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    expect(loadLastSession()).toEqual({ email: 'demo@example.com', environment: 'prod' });
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'staging' });
    expect(loadLastSession()).toEqual({ email: 'demo@example.com', environment: 'staging' });
  });

  it('forgets the session and clears the app badge when the session ends, however it ends', () => {
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    session.set(SIGNED_OUT);
    expect(loadLastSession()).toBeNull();
    expect(badge.clearAppBadge).toHaveBeenCalled();
  });

  it('keeps the session another tab has just started as someone else', () => {
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    // Another tab signs in as another user (same localStorage), and this tab leaves.
    saveLastSession({ email: 'sso@sso.example.com', environment: 'prod' });
    session.set(SIGNED_OUT);
    expect(loadLastSession()).toEqual({ email: 'sso@sso.example.com', environment: 'prod' });
  });
});
