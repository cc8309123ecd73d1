import { LastSuccessTime, RelativeTime } from '../../components/data/relative-time.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { MISSING_TEXT } from '../../lib/time.ts';
import { alertStatus } from './alert-status.ts';
import { type OverviewColumns, OverviewTable, type OverviewTableSource } from './overview-table.tsx';
import { selectOverview } from './split.ts';

const columns: OverviewColumns = [
  { header: 'Destination Name', cell: (d) => d.name },
  { header: 'Vendor', cell: (d) => <VendorName vendor={d.vendor} /> },
  {
    header: 'Last Sync Status',
    cell: (d) => {
      const { label, tone } = alertStatus(d);
      return <StatusBadge status={label} tone={tone} />;
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
  {
    header: 'Last Successful Sync',
    stackLabel: 'Last success',
    cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
  },
];

const noun = ['alert', 'alerts'] as const;

/** Destinations whose last completed transfer did not succeed (SPEC.md §2.3), from the whole list. */
export function AlertsTable({ destinations, complete, dataUpdatedAt }: OverviewTableSource) {
  return (
    <OverviewTable
      label="Alerts"
      columns={columns}
      rows={selectOverview(destinations).alerts}
      complete={complete}
      dataUpdatedAt={dataUpdatedAt}
      noun={noun}
      empty="No alerts found. Destinations whose last transfer did not succeed will show up here."
      loadingLabel="Loading alerts"
      alerts
    />
  );
}
