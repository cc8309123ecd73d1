/**
 * The age of data on screen (ARCHITECTURE.md principle 4): whenever what is shown is not fresh from the
 * network (offline, a refresh waiting for the connection, or a refresh that failed), it says when it was
 * fetched: 'Data as of 14:02'. Fresh data shows no age. One wording everywhere, also in the offline
 * banner ('… data as of 14:02 …'), from the query's dataUpdatedAt.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { formatDataTime } from '../../lib/time.ts';
import { useOnline } from '../../offline/network-status.ts';

export interface AgeOf {
  data: unknown;
  /** Epoch ms of the data; 0 when there is none. */
  dataUpdatedAt?: number;
  error?: unknown;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

/** Whether the data of `query` is shown without being fresh from the network. */
export function showsAge(query: AgeOf, online: boolean): boolean {
  if (query.data === undefined || !query.dataUpdatedAt) return false;
  return !online || query.fetchStatus === 'paused' || Boolean(query.error);
}

const line = css({ textStyle: 'sm', color: 'fg.muted', mb: '2' });

/** 'Data as of 14:02' under the conditions of showsAge, else nothing. */
export function DataAge({ query }: { query: AgeOf }) {
  const online = useOnline();
  if (!showsAge(query, online) || !query.dataUpdatedAt) return null;
  return (
    <p className={line}>
      Data as of <DataTime at={query.dataUpdatedAt} />
    </p>
  );
}

/** '14:02' (or 'Nov 21, 14:02' on an earlier day) as a machine-readable <time>. */
export function DataTime({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDataTime(at)}</time>;
}

/**
 * The newest dataUpdatedAt among the queries on screen (those with an observer and data), or 0: the
 * time of the data shown, for the offline banner. Re-renders as queries come, go and update.
 */
export function useShownDataTime(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const newest = useCallback(
    () =>
      cache
        .getAll()
        .reduce(
          (latest, query) =>
            query.getObserversCount() > 0 && query.state.data !== undefined
              ? Math.max(latest, query.state.dataUpdatedAt)
              : latest,
          0,
        ),
    [cache],
  );
  return useSyncExternalStore(subscribe, newest, newest);
}
