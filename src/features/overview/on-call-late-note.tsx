import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useOnCallView } from './on-call-view.ts';

// Beside the badge in the table; under it on a phone's stacked row, where beside it squeezed the vendor.
const stack = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: '2',
  rowGap: '1',
  mdDown: { flexDirection: 'column', alignItems: 'flex-end' },
});
const note = css({ textStyle: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' });

/**
 * An alert's status (`children`: its badge) and, when it is overdue too, how late in words ('late by 3
 * days'), not by colour: the Overdue tab lists only destinations whose last transfer succeeded. Only the
 * badge until the on-call part has judged.
 */
export function LateAlertStatus({ id, children }: { id: string; children: ReactNode }) {
  const words = useOnCallView().lateAlerts.get(id);
  if (words === undefined) return children;
  return (
    <span className={stack}>
      {children}
      <span className={note}>{words}</span>
    </span>
  );
}
