// @vitest-environment jsdom
/**
 * Offline and back online with the app's own client: a page loaded offline does not fire its queries
 * (they pause), and when the connection returns what is on screen refetches by itself, even data
 * fetched moments before the connection dropped. Writes made offline fail at once, never queued.
 */
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiReachable } from '../offline/network-status.ts';
import { followNetworkStatus } from '../offline/query-network.ts';
import { createQueryClient } from './query-client.ts';

let online = true;
const stops: (() => void)[] = [];
function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  goOnline();
  reportApiReachable(true);
});

function appClient() {
  const client = createQueryClient();
  client.mount();
  stops.push(followNetworkStatus(client, { ask: async () => null }), () => client.unmount());
  return client;
}

function watch(queryFn: () => Promise<unknown>) {
  const client = appClient();
  const observer = new QueryObserver(client, { queryKey: ['prod', 'destinations', 'all'], queryFn });
  stops.push(observer.subscribe(() => {}));
  return observer;
}

describe('the query client and the network', () => {
  it('starts offline when the page is loaded offline: queries pause instead of failing', async () => {
    online = false;
    const queryFn = vi.fn(async () => ['fresh']);
    const observer = watch(queryFn);
    expect(onlineManager.isOnline()).toBe(false);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(queryFn).not.toHaveBeenCalled();

    goOnline();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['fresh']));
  });

  it('refetches what is on screen when the connection returns, even data fetched just before', async () => {
    let version = 0;
    const observer = watch(async () => ++version);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));

    goOffline();
    expect(onlineManager.isOnline()).toBe(false);
    goOnline();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
  });

  it('fails a write made offline at once instead of queueing it for later', async () => {
    const client = appClient();
    goOffline();
    const mutationFn = vi.fn(async () => {
      throw new Error('no network');
    });
    const write = new MutationObserver(client, { mutationFn });
    await expect(write.mutate()).rejects.toThrow('no network');
    expect(mutationFn).toHaveBeenCalledOnce();
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.isPaused),
    ).toHaveLength(0);
  });
});
