/**
 * TanStack Query's idea of the network follows the console's (network-status.ts). Its own manager starts
 * out "online" and only learns of a change from the next online/offline event, so a page loaded offline
 * would fire every query, fail, retry and show errors. Told the truth, queries offline pause (screens
 * show their saved data, or say plainly that nothing is saved); when the connection returns the paused
 * ones resume and the visible ones refetch (refetchOnReconnect).
 *
 * The console's calls teach the status too: a call that fails for want of a network (status 0) means
 * offline, whatever `navigator.onLine` says; any answer from the server means online. While offline on a
 * network the browser believes in, the API is probed every PROBE_INTERVAL_MS to notice its return.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { authApi } from '../api/endpoints/auth.ts';
import { isApiError } from '../api/errors.ts';
import { browserOnline, isOnline, reportApiReachable, subscribeNetworkStatus } from './network-status.ts';

/** How often an unreachable API is tried again while the browser says it is online. */
export const PROBE_INTERVAL_MS = 5000;

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/** Any answer of the server (even 401 or 500) proves it can be reached; status 0 proves the opposite. */
async function probe(ask: () => Promise<unknown>): Promise<void> {
  try {
    await ask();
    reportApiReachable(true);
  } catch (error) {
    reportApiReachable(!isNetworkFailure(error));
  }
}

interface FollowOptions {
  /** A cheap call to the API whose answer proves it can be reached. */
  ask?: () => Promise<unknown>;
  probeIntervalMs?: number;
}

/** Starts following the network for `queryClient`; returns the function that stops it. */
export function followNetworkStatus(
  queryClient: QueryClient,
  { ask = authApi.status, probeIntervalMs = PROBE_INTERVAL_MS }: FollowOptions = {},
): () => void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(isOnline());
    update();
    return subscribeNetworkStatus(update);
  });

  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'failed' || action.type === 'error') && isNetworkFailure(action.error))
      reportApiReachable(false);
    else if (action.type === 'success' && !action.manual) reportApiReachable(true);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && isNetworkFailure(event.action.error)) reportApiReachable(false);
    else if (event.action.type === 'success') reportApiReachable(true);
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  const schedule = () => {
    const offlineOnAWorkingNetwork = browserOnline() && !isOnline();
    if (offlineOnAWorkingNetwork && timer === undefined) {
      timer = setInterval(() => void probe(ask), probeIntervalMs);
    } else if (!offlineOnAWorkingNetwork && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const onBrowserOnline = () => {
    if (!isOnline()) void probe(ask);
  };
  globalThis.addEventListener?.('online', onBrowserOnline);
  const stopSchedule = subscribeNetworkStatus(schedule);
  schedule();

  return () => {
    stopQueries();
    stopMutations();
    stopSchedule();
    globalThis.removeEventListener?.('online', onBrowserOnline);
    clearInterval(timer);
  };
}
