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
}

export function showToast({ kind, message, autoDismissDisabled = false }: ToastInput) {
  return toaster.create({
    type: kind === 'ERROR' ? 'error' : 'success',
    title: message,
    duration: autoDismissDisabled ? Number.POSITIVE_INFINITY : TOAST_DISMISS_MS,
  });
}
