/**
 * Storage failures never stop the console: it keeps working online and the shell shows one clear message.
 * This file turns IndexedDB / Dexie / Cache Storage errors into a kind and a sentence a user can act on.
 * Only the error's name is logged: messages of clone errors can quote the data being stored.
 */

export type StorageProblemKind = 'quota' | 'version' | 'blocked' | 'unavailable' | 'timeout' | 'failed';
export type StorageOperation = 'restore' | 'save' | 'wipe';

export interface StorageProblem {
  kind: StorageProblemKind;
  operation: StorageOperation;
  /** A sentence for the user. */
  message: string;
  cause?: unknown;
}

const ONLINE_STILL_WORKS = 'The console keeps working online.';
const MESSAGES: Record<StorageProblemKind, string> = {
  quota: `This device is out of storage space, so the offline copy of the console is not updated. ${ONLINE_STILL_WORKS}`,
  version: 'A newer version of the console is open in another tab. Reload this tab to keep its offline copy.',
  blocked: 'Another console tab is keeping the offline copy busy. Close the other console tabs, then reload.',
  unavailable: `This browser does not let the console keep an offline copy (private browsing?). ${ONLINE_STILL_WORKS}`,
  timeout: `The offline copy took too long to open, so this page starts from fresh data. ${ONLINE_STILL_WORKS}`,
  failed: `The offline copy of the console could not be read or saved. ${ONLINE_STILL_WORKS}`,
};
const WIPE_FAILED =
  'Some console data could not be removed from this device. Clear the site data in the browser settings.';

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
  return { kind, operation, message: operation === 'wipe' ? WIPE_FAILED : MESSAGES[kind], cause };
}

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();

/** Subscribe the shell's message; returns the unsubscribe function. */
export function onStorageError(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportStorageProblem(problem: StorageProblem): void {
  console.warn(`[offline] ${problem.operation} failed (${problem.kind})`, names(problem.cause).join(' < '));
  for (const listener of listeners) listener(problem);
}

export const reportStorageError = (operation: StorageOperation, error: unknown) =>
  reportStorageProblem(describeStorageProblem(classifyStorageError(error), operation, error));
