/**
 * The one toaster of the console (SPEC.md §2.11, §3 Toast): toasts stack at the bottom right, each
 * dismissible, auto-dismissed after TOAST_DISMISS_MS unless autoDismissDisabled is set.
 */
import { createToaster } from '@ark-ui/react/toast';

export const TOAST_DISMISS_MS = 5000;

export const toaster = createToaster({ placement: 'bottom-end', overlap: false, gap: 12, max: 6 });

export interface ToastInput {
  kind: 'ERROR' | 'SUCCESS';
  message: string;
  autoDismissDisabled?: boolean;
  /** A toast shown again under the same id replaces the earlier one instead of stacking. */
  id?: string;
  /** One button that fixes what the message says, e.g. 'Reload'. */
  action?: { label: string; onClick: () => void };
}

export function showToast({ kind, message, autoDismissDisabled = false, id, action }: ToastInput) {
  return toaster.create({
    // zag reads a present-but-undefined id or action as given: leave them out instead.
    ...(id === undefined ? {} : { id }),
    ...(action === undefined ? {} : { action }),
    type: kind === 'ERROR' ? 'error' : 'success',
    title: message,
    duration: autoDismissDisabled ? Number.POSITIVE_INFINITY : TOAST_DISMISS_MS,
  });
}
