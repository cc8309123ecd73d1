// @vitest-environment jsdom
/**
 * navigator.onLine can say "online" on a network that reaches nothing: the console's own calls decide
 * then. A call failing for want of a network (status 0) makes the console offline (queries pause, writes
 * are disabled); a probe of the API notices when it can be reached again.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { isOnline, reportApiReachable } from './network-status.ts';
import { followNetworkStatus } from './query-network.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  reportApiReachable(true);
});

/** Generous: the full suite runs beside a build on two cores, where 20 ms probes can take a second. */
const WAIT = { timeout: 5_000 };

const offlineError = () => new ApiError('Failed to fetch destinations.', 0, true);

function follow(ask: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 10 } } });
  client.mount();
  stops.push(followNetworkStatus(client, { ask, probeIntervalMs: 20 }), () => client.unmount());
  return client;
}

describe('followNetworkStatus', () => {
  it('goes offline when a call cannot reach the API, pauses the query, and resumes once a probe gets through', async () => {
    let reachable = false;
    const ask = vi.fn(async () => {
      if (!reachable) throw offlineError();
      return null; // signed out is an answer too: the server was reached
    });
    const client = follow(ask);
    const queryFn = vi.fn(async () => {
      if (!reachable) throw offlineError();
      return ['fresh'];
    });
    const observer = new QueryObserver(client, { queryKey: ['prod', 'destinations', 'all'], queryFn });
    stops.push(observer.subscribe(() => {}));

    await vi.waitFor(() => expect(isOnline()).toBe(false), WAIT);
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'), WAIT);
    expect(observer.getCurrentResult().error).toBeNull();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2), WAIT);

    reachable = true;
    await vi.waitFor(() => expect(isOnline()).toBe(true), WAIT);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['fresh']), WAIT);
    const probes = ask.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ask).toHaveBeenCalledTimes(probes); // no probing while online
  });

  it('stays online when the server answers with an error: it was reached', async () => {
    const client = follow(async () => null);
    await expect(
      client.fetchQuery({
        queryKey: ['prod', 'x'],
        queryFn: async () => Promise.reject(new ApiError('Failed to fetch.', 500, true)),
        retry: false,
      }),
    ).rejects.toThrow();
    expect(isOnline()).toBe(true);
  });

  it('learns from writes too', async () => {
    const client = follow(async () => Promise.reject(offlineError()));
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(offlineError()) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(isOnline()).toBe(false);
  });
});
