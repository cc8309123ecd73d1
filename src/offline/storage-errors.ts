/**
 * Storage failures never stop the console: it keeps working online and the shell shows one clear message
 * per kind (app/shell/use-storage-problem-toasts.ts). This file turns IndexedDB / Dexie / Cache Storage
 * errors into a kind; its words are storage-messages.ts's, loaded only when there is a problem.
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
  cause?: unknown;
}

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
  return { kind, operation, cause };
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
