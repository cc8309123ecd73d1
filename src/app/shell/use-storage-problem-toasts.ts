import { useEffect } from 'react';
import { showToast } from '../../components/ui/index.ts';
import { onStorageError } from '../../offline/persistence.ts';
import { hasUnsavedEdits } from '../../offline/unsaved-edits.ts';

export const RELOAD_WITH_EDITS_QUESTION = 'You have unsaved changes. Reload anyway?';

function reload() {
  // Drafts survive a reload but their secrets do not: ask before dropping edits.
  if (hasUnsavedEdits() && !window.confirm(RELOAD_WITH_EDITS_QUESTION)) return;
  window.location.reload();
}

/**
 * Storage failures (offline/storage-errors.ts) as toasts that stay until dismissed: the console keeps
 * working online, so nothing blocks the screen. One toast per kind, replaced when it happens again; when
 * reloading fixes it, the toast offers 'Reload'.
 */
export function useStorageProblemToasts() {
  useEffect(
    () =>
      onStorageError((problem) => {
        void import('../../offline/storage-messages.ts').then(({ storageProblemText }) => {
          const { message, reload: reloadFixes } = storageProblemText(problem);
          showToast({
            id: `storage-${problem.operation === 'wipe' ? 'wipe' : problem.kind}`,
            kind: 'ERROR',
            message,
            autoDismissDisabled: true,
            action: reloadFixes ? { label: 'Reload', onClick: reload } : undefined,
          });
        });
      }),
    [],
  );
}
