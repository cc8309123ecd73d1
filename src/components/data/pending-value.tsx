import { Spinner } from '../ui/index.ts';

/**
 * A value inside a card or a cell that another query brings (a recipient's name, a form's labels):
 * a small spinner while it comes, else why it cannot come. Offline a query waits for the network
 * instead of failing, so without this a value never saved on the device would spin forever.
 */
export type Pending = 'loading' | 'failed' | 'not-saved';

interface QueryState {
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** Failed wins over offline (the error is what the user can act on), offline over loading. */
export function pendingOf(...queries: QueryState[]): Pending {
  if (queries.some((q) => q.error)) return 'failed';
  if (queries.some((q) => q.fetchStatus === 'paused')) return 'not-saved';
  return 'loading';
}

export const PENDING_TEXT = {
  failed: 'Could not be loaded',
  'not-saved': 'Not saved on this device',
} as const;

export function PendingValue({ state, label }: { state: Pending; label: string }) {
  if (state === 'loading') return <Spinner size="xs" label={label} />;
  return <>{PENDING_TEXT[state]}</>;
}
