/**
 * The environment switch (SPEC.md §1: prod by default, sent on every request). Query keys start with
 * the environment and each environment has its own saved snapshot, so a switch swaps both: the old
 * environment's queries leave memory (they stay on disk), the new one's snapshot is restored, and
 * the session update re-renders the signed-in screens with keys of the new environment.
 * Offline the switch is local (a view choice, not a change of data): every request carries the
 * Environment header anyway, and the server's remembered choice is brought in line at the next start
 * (startup-session.ts). So both environments' saved data can be read offline, each on its own.
 * The choice is recorded in the session store, and so saved on this device, before the server is asked
 * (environment-choice.ts), so a reload or a new tab right after switching starts in it, whatever became
 * of the request (environment-rule.ts). The store is the only thing a switch writes.
 */
import { useSyncExternalStore } from 'react';
import { authApi } from '../../api/endpoints/auth.ts';
import { isApiError } from '../../api/errors.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { isLatestChoice, recordEnvironmentChoice, undoEnvironmentChoice } from './environment-choice.ts';
import { boundQueryCache } from './query-cache.ts';
import { session } from './session.ts';

export const ENVIRONMENT_LABELS: Record<Environment, string> = { prod: 'Production', staging: 'Staging' };

/** The environment the screens and requests speak for (session.ts). */
export function useEnvironment(): Environment {
  return useSyncExternalStore(session.subscribe, session.environment, session.environment);
}

/**
 * Rejects with the ApiError of POST /auth/environment when the server refuses; nothing changes locally
 * in that case. When the server cannot be reached (status 0) the switch still happens on this device.
 */
export async function switchEnvironment(next: Environment): Promise<void> {
  const current = session.get();
  if (current.status !== 'signed-in') {
    session.choose({ environment: next });
    return;
  }
  if (current.environment === next) return;
  // Before anything else: from here on a reload or a new tab starts in `next` and tells the server.
  const choice = recordEnvironmentChoice(current.email, next);
  try {
    await authApi.setEnvironment(next);
  } catch (error) {
    if (!(isApiError(error) && error.status === 0)) {
      undoEnvironmentChoice(choice, current.environment);
      throw error;
    }
  }
  // Another tab chose later while the server was asked, and this tab already follows that choice.
  if (!isLatestChoice(choice)) return;
  await applyEnvironment(next);
}

let applying: Promise<void> = Promise.resolve();

/**
 * Shows `next` in this tab, without asking the server: after this tab's switch, or following another
 * tab's (environment-across-tabs.ts). The old environment's queries leave memory, the new one's
 * snapshot is restored, and the signed-in screens re-render with keys of the new environment.
 */
export function applyEnvironment(next: Environment): Promise<void> {
  // One at a time: each reads the session the previous one left, so the last one asked for wins.
  const run = applying.then(() => swapTo(next));
  applying = run.catch(() => {});
  return run;
}

async function swapTo(next: Environment): Promise<void> {
  const current = session.get();
  if (current.status !== 'signed-in' || current.environment === next) return;
  const { queryClient, persistence } = boundQueryCache();
  await queryClient.cancelQueries();
  persistence.deactivate();
  const isOtherEnvironment = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== next;
  queryClient.removeQueries({ predicate: isOtherEnvironment });
  try {
    await persistence.activate(current.email, next);
  } catch (error) {
    console.error('The saved data of this environment could not be restored.', error);
  }
  session.set({ ...current, environment: next });
  await queryClient.invalidateQueries();
  // A screen of the old environment could have refetched during the restore; such data is not trusted.
  queryClient.removeQueries({ predicate: isOtherEnvironment });
}
