import type { Destination } from '../../api/schemas/destination.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime, RelativeTime } from '../../components/data/relative-time.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { alertStatus } from './alert-status.ts';
import { useOverviewContentMark } from './content-mark.ts';
import { destinationHref } from './destination-href.ts';
import { selectOverview } from './split.ts';

const columns: readonly [Column<Destination>, ...Column<Destination>[]] = [
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
    cell: (d) => {
      const at = d.last_completed_transfer?.ended_at;
      return at ? <RelativeTime iso={at} /> : MISSING_TEXT;
    },
  },
  {
    header: 'Last Successful Sync',
    cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
  },
];

/** Destinations whose last completed transfer did not succeed (SPEC.md §2.3), from the whole list. */
export function AlertsTable({ destinations }: { destinations: readonly Destination[] }) {
  const { alerts } = selectOverview(destinations);
  useOverviewContentMark(true);
  if (alerts.length === 0) {
    return (
      <EmptyState>
        No alerts found. Destinations whose last transfer did not succeed will show up here.
      </EmptyState>
    );
  }
  return (
    <DataTable
      label="Alerts"
      columns={columns}
      rows={alerts}
      rowKey={(d) => d.id}
      rowHref={(d) => destinationHref(d.id)}
      footer={`${formatCount(alerts.length)} ${pluralize(alerts.length, 'alert', 'alerts')}`}
    />
  );
}
