import { RelativeTime } from '../../components/data/relative-time.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { formatCount } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { alertStatus } from './alert-status.ts';
import { LateAlertStatus } from './on-call-late-note.tsx';
import {
  lastSuccessColumn,
  nameColumn,
  OverviewTable,
  type OverviewTableKind,
  type OverviewTableSource,
  vendorColumn,
} from './overview-table.tsx';

/* The overview's two tables (SPEC.md §2.3): their columns and words; OverviewTable does the rest. */

const ALERTS: OverviewTableKind = {
  label: 'Alerts',
  columns: [
    nameColumn,
    vendorColumn,
    {
      header: 'Last Sync Status',
      cell: (d) => {
        const { label, tone } = alertStatus(d);
        return (
          <LateAlertStatus id={d.id}>
            <StatusBadge status={label} tone={tone} />
          </LateAlertStatus>
        );
      },
    },
    {
      header: 'Last Sync Attempt',
      stackLabel: 'Last attempt',
      cell: (d) => {
        const at = d.last_completed_transfer?.ended_at;
        return at ? <RelativeTime iso={at} /> : MISSING_TEXT;
      },
    },
    lastSuccessColumn,
  ],
  pick: (split) => split.alerts,
  noun: ['alert', 'alerts'],
  empty: 'No alerts found. Destinations whose last transfer did not succeed will show up here.',
  loadingLabel: 'Loading alerts',
  alerts: true,
};

/** Destinations whose last completed transfer did not succeed (SPEC.md §2.3), from the whole list. */
export function AlertsTable(props: OverviewTableSource) {
  return <OverviewTable kind={ALERTS} {...props} />;
}

const SUCCESSES: OverviewTableKind = {
  label: 'Successes',
  columns: [
    nameColumn,
    vendorColumn,
    { header: 'Status', cell: () => <StatusBadge status="SUCCESS" /> },
    {
      header: 'Rows Transferred',
      stackLabel: 'Rows transferred',
      numeric: true,
      cell: (d) => {
        const rows = d.last_completed_transfer?.rows_transferred;
        return rows == null ? MISSING_TEXT : formatCount(rows);
      },
    },
    lastSuccessColumn,
  ],
  pick: (split) => split.successes,
  noun: ['successful transfer', 'successful transfers'],
  empty: 'No successful transfers found. Destinations will show up here once a transfer succeeds.',
  loadingLabel: 'Loading successes',
};

/** Destinations whose last completed transfer succeeded (SPEC.md §2.3), from the whole list. */
export function SuccessesTable(props: OverviewTableSource) {
  return <OverviewTable kind={SUCCESSES} {...props} />;
}
