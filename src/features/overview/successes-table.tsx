import type { Destination } from '../../api/schemas/destination.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime } from '../../components/data/relative-time.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { useOverviewContentMark } from './content-mark.ts';
import { destinationHref } from './destination-href.ts';
import { selectOverview } from './split.ts';

const columns: readonly [Column<Destination>, ...Column<Destination>[]] = [
  { header: 'Destination Name', cell: (d) => d.name },
  { header: 'Vendor', cell: (d) => <VendorName vendor={d.vendor} /> },
  { header: 'Status', cell: () => <StatusBadge status="SUCCESS" /> },
  {
    header: 'Rows Transferred',
    numeric: true,
    cell: (d) => {
      const rows = d.last_completed_transfer?.rows_transferred;
      return rows == null ? MISSING_TEXT : formatCount(rows);
    },
  },
  {
    header: 'Last Successful Sync',
    cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
  },
];

/** Destinations whose last completed transfer succeeded (SPEC.md §2.3), from the whole list. */
export function SuccessesTable({ destinations }: { destinations: readonly Destination[] }) {
  const { successes } = selectOverview(destinations);
  useOverviewContentMark(true);
  if (successes.length === 0) {
    return (
      <EmptyState>
        No successful transfers found. Destinations will show up here once a transfer succeeds.
      </EmptyState>
    );
  }
  return (
    <DataTable
      label="Successes"
      columns={columns}
      rows={successes}
      rowKey={(d) => d.id}
      rowHref={(d) => destinationHref(d.id)}
      footer={`${formatCount(successes.length)} ${pluralize(successes.length, 'successful transfer', 'successful transfers')}`}
    />
  );
}
