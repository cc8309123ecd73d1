import { createContext, useContext } from 'react';
import type { OverdueRow } from './on-call.ts';

/** What the overview's layout works out for on-call (on-call.ts), for its tabs and tables. */
export interface OnCallView {
  /** The overdue destinations that are not alerts; undefined until the whole list is in and judged. */
  overdue: readonly OverdueRow[] | undefined;
  /**
   * The alerts that are overdue too, by id, with how late in words ('late by 3 days'): their rows on the
   * Alerts tab say so, as the Overdue tab lists only the destinations that are not alerts.
   */
  lateAlerts: ReadonlyMap<string, string>;
  /** When the destinations were judged (epoch ms): the words count from then. */
  asOf: number;
  /** Rows the "since you last looked" summary calls new: the tables mark them. */
  newRows: ReadonlySet<string>;
  /** The on-call part's code did not load (offline before it was ever cached): loads it again. */
  retry?: () => void;
}

export const NO_ON_CALL_VIEW: OnCallView = {
  overdue: undefined,
  lateAlerts: new Map(),
  asOf: 0,
  newRows: new Set(),
};
export const OnCallViewContext = createContext<OnCallView>(NO_ON_CALL_VIEW);
export const useOnCallView = () => useContext(OnCallViewContext);
