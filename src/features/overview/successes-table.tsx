import { LastSuccessTime } from '../../components/data/relative-time.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { type OverviewColumns, OverviewTable, type OverviewTableSource } from './overview-table.tsx';
import { selectOverview } from './split.ts';

const columns: OverviewColumns = [
  { header: 'Destination Name', cell: (d) => d.name },
  { header: 'Vendor', cell: (d) => <VendorName vendor={d.vendor} /> },
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
  {
    header: 'Last Successful Sync',
    stackLabel: 'Last success',
    cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
  },
];

const noun = ['successful transfer', 'successful transfers'] as const;

/** Destinations whose last completed transfer succeeded (SPEC.md §2.3), from the whole list. */
export function SuccessesTable({ destinations, complete, dataUpdatedAt }: OverviewTableSource) {
  return (
    <OverviewTable
      label="Successes"
      columns={columns}
      rows={selectOverview(destinations).successes}
      complete={complete}
      dataUpdatedAt={dataUpdatedAt}
      noun={noun}
      empty="No successful transfers found. Destinations will show up here once a transfer succeeds."
      loadingLabel="Loading successes"
    />
  );
}
