/**
 * The work of keeping the alerts readable offline (policy: keep-alerts-offline.ts). Loaded on the first
 * overview refresh, not with the first screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import type { Transfer } from '../../api/schemas/transfer.ts';
import { organizationQueries } from '../auth/queries.ts';
import { session } from '../auth/session.ts';
import { failedTransferOn, failureTarget, isAlert } from '../destinations/detail/last-failure.ts';
import { detailQueries } from '../destinations/detail/queries.ts';
import { destinationFormQueries } from '../destinations/form/queries.ts';
import {
  type OverviewDestination,
  type OverviewSummary,
  overviewPageKey,
} from '../destinations/overview-pages.ts';
import { transferQueries } from '../transfers/queries.ts';

/** At most this many alerts are kept, the newest failures first: two dozen fill a phone's screens. */
export const KEPT_ALERTS_MAX = 24;
/** At most this many requests at a time, so the user's own requests never queue behind the keeping. */
export const KEEPING_REQUESTS_IN_FLIGHT = 3;
/** The kept destination form is asked for again once it is this old: its labels seldom change. */
export const KEPT_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type SummaryKey = readonly [Environment, 'destinations', 'overview'];

/** The alerts of the loaded overview, the most recent failure first (never-completed ones last). */
export function alertsToKeep(client: QueryClient, summaryKey: SummaryKey): OverviewDestination[] {
  const pages = client.getQueryData<OverviewSummary>(summaryKey)?.pages ?? 0;
  const alerts: OverviewDestination[] = [];
  for (let i = 0; i < pages; i++) {
    for (const d of client.getQueryData<OverviewDestination[]>(overviewPageKey(summaryKey, i)) ?? []) {
      if (isAlert(d)) alerts.push(d);
    }
  }
  const endedAt = (d: OverviewDestination) => d.last_completed_transfer?.ended_at ?? '';
  return alerts.sort((a, b) => endedAt(b).localeCompare(endedAt(a))).slice(0, KEPT_ALERTS_MAX);
}

/**
 * Whether what is kept of `d` already tells its last transfer: its first activity page holds the last
 * completed transfer (so it was read after that transfer ended), the failed transfer's job page is
 * there too, and so is the recipient. Such an alert costs nothing on the next refresh.
 */
export function isKept(client: QueryClient, environment: Environment, d: OverviewDestination): boolean {
  const page = client.getQueryData(detailQueries.firstActivity(environment, d.id).queryKey);
  if (!page) return false;
  const lastId = d.last_completed_transfer?.id;
  if (lastId && !page.items.some((entry) => entry.id === lastId)) return false;
  const target = failureTarget(d);
  const failed = target && failedTransferOn(page.items, target);
  if (failed && client.getQueryData(transferQueries.detail(environment, failed.id).queryKey) === undefined)
    return false;
  return (
    !d.recipient_id ||
    client.getQueryData(detailQueries.recipient(environment, d.recipient_id).queryKey) !== undefined
  );
}

/** The job page of a transfer the activity page carries whole: no request, the same data and age. */
function keepTransfer(client: QueryClient, environment: Environment, transfer: Transfer, updatedAt: number) {
  const { queryKey } = transferQueries.detail(environment, transfer.id);
  if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= updatedAt) return;
  client.setQueryData(queryKey, transfer, { updatedAt });
}

/** Background reads fail quietly (reads never toast) and are not retried: the page asks again when opened. */
const once = { retry: false, staleTime: 0 } as const;

async function keepOne(
  client: QueryClient,
  environment: Environment,
  d: OverviewDestination,
  alive: () => boolean,
) {
  const activity = detailQueries.firstActivity(environment, d.id);
  const page = await client.fetchQuery({ ...activity, ...once });
  if (!alive()) return;
  const target = failureTarget(d);
  const failed = target && failedTransferOn(page.items, target);
  if (failed)
    keepTransfer(
      client,
      environment,
      failed,
      client.getQueryState(activity.queryKey)?.dataUpdatedAt ?? Date.now(),
    );
  else if (target?.transferId)
    await client.fetchQuery({ ...transferQueries.detail(environment, target.transferId), ...once });
  if (!alive() || !d.recipient_id) return;
  const recipient = detailQueries.recipient(environment, d.recipient_id);
  if (client.getQueryData(recipient.queryKey) === undefined)
    await client.fetchQuery({ ...recipient, ...once });
}

/**
 * The destination form's definition, which labels every destination's connection settings on its
 * General tab (detail/details-card.tsx), under the key that tab and the form read: one request (about
 * 110 K characters of JSON for the reference server's 20 vendors), when it is missing or
 * KEPT_FORM_MAX_AGE_MS old. Its key holds the organisation's id: the shell's user menu has it cached;
 * it is asked for only if it is not.
 */
async function keepFormDefinition(client: QueryClient, environment: Environment, alive: () => boolean) {
  const organization = await client.fetchQuery({
    ...organizationQueries.detail(environment),
    ...once,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!alive()) return;
  await client.fetchQuery({
    ...destinationFormQueries.definition(environment, organization.id),
    ...once,
    staleTime: KEPT_FORM_MAX_AGE_MS,
  });
}

/** Runs the tasks, at most `size` at a time, while `alive()`; a failed task does not stop the others. */
async function inPool(tasks: (() => Promise<void>)[], size: number, alive: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && alive()) {
      const task = tasks[next++];
      try {
        await task?.();
      } catch {
        // A background read that failed (the server, the network): the page itself asks again.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
}

/**
 * Keeps what the newest alerts of the overview under `summaryKey` need offline, and the destination
 * form's definition, as long as `allowed()` holds and the session and environment stay; resolves with the
 * destinations it read.
 */
export async function keepAlerts(
  client: QueryClient,
  summaryKey: SummaryKey,
  allowed: () => boolean,
): Promise<string[]> {
  const [environment] = summaryKey;
  const alive = () =>
    allowed() &&
    // No other environment has been chosen: a switch is the session's choice before it is applied (and
    // before requests speak for it), so stop at once.
    session.choice().environment === environment &&
    // Gone after a sign-out or a switch (the cache is cleared): nothing more is asked for that session.
    client.getQueryCache().find({ queryKey: summaryKey, exact: true }) !== undefined;
  const stale = alertsToKeep(client, summaryKey).filter((d) => !isKept(client, environment, d));
  // Alerts sharing a recipient ask for it once: a second fetchQuery joins the first one's request.
  const tasks = [
    () => keepFormDefinition(client, environment, alive),
    ...stale.map((d) => () => keepOne(client, environment, d, alive)),
  ];
  await inPool(tasks, KEEPING_REQUESTS_IN_FLIGHT, alive);
  return stale.map((d) => d.id);
}
