import type { ReactNode } from 'react';
import { DataAge } from './data-age.tsx';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

interface QueryViewProps<T> {
  query: {
    data: T | undefined;
    error: Error | null;
    refetch: () => unknown;
    fetchStatus?: 'fetching' | 'paused' | 'idle';
    isPlaceholderData?: boolean;
    dataUpdatedAt?: number;
  };
  /** Names the spinner for screen readers, e.g. 'Loading destinations'. */
  loadingLabel: string;
  /**
   * 'Data as of 14:02' above the data when it is not fresh from the network (components/data/data-age.tsx).
   * Off only where the screen shows that age itself, in a better place (e.g. a page header).
   */
  showAge?: boolean;
  children: (data: T) => ReactNode;
}

export const OFFLINE_NOT_SAVED_TEXT =
  'You are offline and this page is not saved on this device yet. It will load when you are back online.';

/**
 * The faces of a list (SPEC.md §2.11): data when there is any (cached data stays on screen when a
 * refresh fails, e.g. offline, and then says how old it is), else the error with 'Try again', else the
 * spinner. Offline a query waits for the network instead of failing; with nothing saved that is said
 * plainly rather than spinning forever, and a previous page kept as a placeholder is not passed off as
 * the one asked for.
 */
export function QueryView<T>({ query, loadingLabel, showAge = true, children }: QueryViewProps<T>) {
  const waitingOffline = query.fetchStatus === 'paused';
  if (query.data !== undefined && !(waitingOffline && query.isPlaceholderData))
    return (
      <>
        {showAge && <DataAge query={query} />}
        {children(query.data)}
      </>
    );
  if (query.error) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (waitingOffline) return <EmptyState>{OFFLINE_NOT_SAVED_TEXT}</EmptyState>;
  return <LoadingState label={loadingLabel} />;
}
