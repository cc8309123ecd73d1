/**
 * Storage failures never stop the console: it keeps working online and the shell shows one clear message
 * per kind (app/shell/use-storage-problem-toasts.ts). This file turns IndexedDB / Dexie / Cache Storage
 * errors into a kind and a message a user can act on: what happened, what still works, what to do.
 * Problems reported before the shell listens (the restore runs before the first render) are kept and
 * handed to the first listener. Only the error's name is logged: messages of clone errors can quote the
 * data being stored.
 */

export type StorageProblemKind =
  | 'quota'
  | 'evicted'
  | 'version'
  | 'blocked'
  | 'unavailable'
  | 'timeout'
  | 'failed';
export type StorageOperation = 'restore' | 'save' | 'wipe';

export interface StorageProblem {
  kind: StorageProblemKind;
  operation: StorageOperation;
  /** What happened, what still works, what to do. */
  message: string;
  /** The one action that fixes it from the message itself: reloading this tab. */
  reload: boolean;
  cause?: unknown;
}

const ONLINE_WORKS = 'Everything still works online.';
const MESSAGES: Record<StorageProblemKind, string> = {
  quota: `This device is out of storage space, so the offline copy of the console is no longer updated. ${ONLINE_WORKS} Free up space on this device to keep using the console offline.`,
  evicted: `The browser removed the offline copy of the console, to free up space or because site data was cleared. ${ONLINE_WORKS} Reload to start a new offline copy.`,
  version: `A newer version of the console was opened in another tab, so this tab stopped saving its offline copy. ${ONLINE_WORKS} Reload this tab to use the new version.`,
  blocked: `Another console tab is holding the offline copy open, so this tab cannot use it. ${ONLINE_WORKS} Close the other console tabs, then reload this one.`,
  unavailable: `This browser does not let the console keep an offline copy (for example in a private window). ${ONLINE_WORKS} To use the console offline, open it in a regular window.`,
  timeout: `The offline copy took too long to open, so this page waits for fresh data instead. ${ONLINE_WORKS} If this keeps happening, reload the page.`,
  failed: `The offline copy of the console could not be read or saved. ${ONLINE_WORKS} Reload the page to try again.`,
};
const RELOAD_FIXES: ReadonlySet<StorageProblemKind> = new Set(['evicted', 'version', 'blocked', 'failed']);
const WIPE_FAILED =
  'Some console data could not be removed from this device. Clear this site’s data in the browser settings before someone else uses this device.';

const errorName = (error: unknown): string =>
  error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';

/** Dexie wraps the browser's error in `inner`; the browser's name is the informative one. */
function names(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    found.push(errorName(current));
    current = typeof current === 'object' && 'inner' in current ? current.inner : undefined;
  }
  return found;
}

export function classifyStorageError(error: unknown): StorageProblemKind {
  const all = names(error);
  if (all.includes('QuotaExceededError')) return 'quota';
  // This tab's schema is older than the database's: a newer console upgraded it.
  if (all.includes('VersionError') || all.includes('UpgradeError')) return 'version';
  if (all.includes('MissingAPIError') || all.includes('InvalidStateError') || all.includes('SecurityError')) {
    return 'unavailable';
  }
  return 'failed';
}

export function describeStorageProblem(
  kind: StorageProblemKind,
  operation: StorageOperation,
  cause?: unknown,
): StorageProblem {
  if (operation === 'wipe') return { kind, operation, message: WIPE_FAILED, reload: false, cause };
  return { kind, operation, message: MESSAGES[kind], reload: RELOAD_FIXES.has(kind), cause };
}

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();
/** Problems nobody has heard yet, one per kind and operation (the latest). */
const unheard = new Map<string, StorageProblem>();

/** Subscribe the shell's message; earlier problems are delivered at once. Returns the unsubscribe. */
export function onStorageError(listener: Listener): () => void {
  listeners.add(listener);
  const earlier = [...unheard.values()];
  unheard.clear();
  for (const problem of earlier) listener(problem);
  return () => void listeners.delete(listener);
}

export function reportStorageProblem(problem: StorageProblem): void {
  console.warn(`[offline] ${problem.operation} failed (${problem.kind})`, names(problem.cause).join(' < '));
  if (listeners.size === 0) unheard.set(`${problem.kind}:${problem.operation}`, problem);
  for (const listener of listeners) listener(problem);
}

export const reportStorageError = (operation: StorageOperation, error: unknown) =>
  reportStorageProblem(describeStorageProblem(classifyStorageError(error), operation, error));
