import type { StorageProblem, StorageProblemKind } from './storage-errors.ts';

/**
 * What a storage problem (storage-errors.ts) says to the user: what happened, what still works, what to
 * do. A module of its own, loaded when a problem is reported: the first screen does without it.
 */
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

export interface StorageProblemText {
  message: string;
  /** The one action that fixes it from the message itself: reloading this tab. */
  reload: boolean;
}

export function storageProblemText({
  kind,
  operation,
}: Pick<StorageProblem, 'kind' | 'operation'>): StorageProblemText {
  if (operation === 'wipe') return { message: WIPE_FAILED, reload: false };
  return { message: MESSAGES[kind], reload: RELOAD_FIXES.has(kind) };
}
