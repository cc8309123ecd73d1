import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Environment } from '../../api/schemas/envelope.ts';
import { lateByWords } from '../../lib/overdue.ts';
import { useLazyPart } from '../../lib/use-lazy-part.ts';
import { useEnvironment } from '../auth/environment.ts';
import { organizationQueries } from '../auth/queries.ts';
import { useSession } from '../auth/session.ts';
import { computeOnCall, type OnCallContext, OVERDUE_MEASURE } from './on-call.ts';
import type { OnCallView } from './on-call-view.ts';
import { SinceLastLook } from './since-last-look.tsx';
import type { OverviewRow } from './split.ts';

/**
 * Gathers the overdue rule's inputs from the cache: the organisation's default frequency and which
 * destinations have a transfer PENDING or RUNNING, since when (on-call's; the route passes it in).
 */
export type ReadOverdueInputs = (client: QueryClient, environment: Environment) => OnCallContext;
type GatheredInputs = Omit<OnCallContext, 'asOf'>;

export interface OnCallLayerProps {
  destinations: readonly OverviewRow[] | undefined;
  complete: boolean;
  dataUpdatedAt: number;
  /** A loadOnce() of the reader (the route's: another feature's code, in a chunk of its own). */
  loadOverdueInputs: () => Promise<ReadOverdueInputs>;
  /** What the tabs and tables show, and how many destinations need attention (the app badge). */
  onView: (view: OnCallView & { attention: number | undefined }) => void;
}

const NONE_YET: ReadOverdueInputs = () => ({
  asOf: 0,
  defaultFrequencyMinutes: undefined,
  running: new Map(),
});
/** The browser keeps every measure: a tab open for days records only its first computations. */
const OVERDUE_MEASURES_MAX = 1000;
let overdueMeasured = 0;

/**
 * What `read` says but the time, kept current as the cache changes (the same object until the default
 * frequency or a transfer in flight changes): a refresh judges again at its own now.
 */
function useOverdueInputs(read: ReadOverdueInputs, environment: Environment): GatheredInputs {
  const client = useQueryClient();
  const last = useRef<{ signature: string; value: GatheredInputs } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const snapshot = () => {
    const { defaultFrequencyMinutes, running } = read(client, environment);
    const signature = `${environment}|${defaultFrequencyMinutes}|${[...running].join(';')}`;
    if (last.current?.signature !== signature)
      last.current = { signature, value: { defaultFrequencyMinutes, running } };
    return last.current.value;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The overview's on-call part, loaded after its first render: judges which destinations are
 * overdue (on-call.ts) once the whole list and the organisation's default frequency are known, and shows
 * what changed since the user last looked.
 */
export function OnCallLayer({
  destinations,
  complete,
  dataUpdatedAt,
  loadOverdueInputs,
  onView,
}: OnCallLayerProps) {
  const environment = useEnvironment();
  const signedIn = useSession();
  const organization = useQuery(organizationQueries.detail(environment));
  // Destinations on frequency 0 follow the organisation's default; unknown (offline, never fetched): 1440.
  const organizationKnown = organization.status !== 'pending' || organization.fetchStatus === 'paused';
  const reader = useLazyPart(loadOverdueInputs).module;
  const inputs = useOverdueInputs(reader ?? NONE_YET, environment);
  const [newRows, setNewRows] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refresh (dataUpdatedAt) is a reason to judge again, now
  const onCall = useMemo(() => {
    if (!destinations || !complete || !organizationKnown || !reader) return undefined;
    const start = performance.now();
    // Judged now, from the last transfers the list holds (online just fetched; offline the copy, whose
    // age the page shows), as the list's relative times are ('last success 3 days ago').
    const asOf = Date.now();
    const value = computeOnCall(destinations, { ...inputs, asOf });
    if (overdueMeasured++ < OVERDUE_MEASURES_MAX)
      performance.measure(OVERDUE_MEASURE, { start, end: performance.now() });
    return { value, asOf };
  }, [destinations, complete, organizationKnown, reader, dataUpdatedAt, inputs]);
  const nameOf = useMemo(() => {
    const names = new Map(destinations?.map((d) => [d.id, d.name]));
    return (id: string) => names.get(id);
  }, [destinations]);
  // Worded here, outside the measured judgement: a few alerts, not the whole list.
  const lateAlerts = useMemo(() => {
    const words = new Map<string, string>();
    if (onCall)
      for (const [id, late] of onCall.value.lateAlerts) words.set(id, lateByWords(late, onCall.asOf));
    return words;
  }, [onCall]);
  useEffect(() => {
    onView({
      overdue: onCall?.value.overdue,
      lateAlerts,
      attention: onCall?.value.attention,
      asOf: onCall?.asOf ?? 0,
      newRows,
    });
  }, [onView, onCall, lateAlerts, newRows]);
  return (
    <SinceLastLook
      email={signedIn.status === 'signed-in' ? signedIn.email : null}
      environment={environment}
      entries={onCall?.value.look}
      onNewRows={setNewRows}
      nameOf={nameOf}
    />
  );
}
