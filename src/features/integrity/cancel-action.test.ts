import { describe, expect, it } from 'vitest';
import { CANCEL_INTEGRITY_LABEL, integrityCancelAction } from './cancel-action.ts';

describe('integrityCancelAction', () => {
  it('offers the cancel while PENDING, in the danger style only while RUNNING', () => {
    expect(integrityCancelAction('PENDING')).toEqual({ label: CANCEL_INTEGRITY_LABEL, danger: false });
    expect(integrityCancelAction('RUNNING')).toEqual({ label: CANCEL_INTEGRITY_LABEL, danger: true });
    expect(CANCEL_INTEGRITY_LABEL).toBe('Cancel data integrity check');
  });

  it('offers nothing once the check has ended', () => {
    for (const status of ['SUCCESS', 'ERROR', 'CANCELLED'] as const) {
      expect(integrityCancelAction(status), status).toBeNull();
    }
  });
});
