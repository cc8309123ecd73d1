import { css } from 'styled-system/css';
import { useOnCallView } from './on-call-view.ts';

const note = css({ display: 'inline-block', ms: '2', textStyle: 'sm', color: 'fg.muted' });

/**
 * On an alert's row, how late it is when it is overdue too ('late by 3 days'), in words: the Overdue tab
 * lists only destinations whose last transfer succeeded. Nothing until the on-call part has judged.
 */
export function LateAlertNote({ id }: { id: string }) {
  const words = useOnCallView().lateAlerts.get(id);
  return words === undefined ? null : <span className={note}>{words}</span>;
}
