import type { IntegrityStatus } from '../../api/schemas/integrity.ts';

/** The trigger of the check's actions menu. */
export const INTEGRITY_ACTIONS_LABEL = 'Data integrity check actions';
export const CANCEL_INTEGRITY_LABEL = 'Cancel data integrity check';

/**
 * The cancel menu item of a check, like the Transfer Job page's (SPEC.md §2.4): offered only while it
 * is PENDING or RUNNING, in the danger style while RUNNING (work under way is thrown away); null once
 * the check has ended.
 */
export function integrityCancelAction(status: IntegrityStatus): { label: string; danger: boolean } | null {
  if (status === 'RUNNING') return { label: CANCEL_INTEGRITY_LABEL, danger: true };
  if (status === 'PENDING') return { label: CANCEL_INTEGRITY_LABEL, danger: false };
  return null;
}
