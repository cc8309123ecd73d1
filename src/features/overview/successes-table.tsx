import { memo } from 'react';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime } from '../../components/data/relative-time.tsx';
import { EmptyState, LoadingState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { useOverviewMarks } from './content-mark.ts';
import { destinationLink } from './destination-href.ts';
import { ShowMoreRows, useShownRows } from './shown-rows.tsx';
import { type OverviewRow, selectOverview } from './split.ts';

const columns: readonly [Column<OverviewRow>, ...Column<OverviewRow>[]] = [
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

const rowKey = (d: OverviewRow) => d.id;
const rowLink = (d: OverviewRow) => destinationLink(d.id);

/**
 * The table itself, redrawn only when its rows, footer or data time change (the last refreshes its
 * relative times): while pages arrive, the first rows usually stay the same (useShownRows), and neither
 * the running count nor the time of each page is passed in.
 */
const ShownTable = memo(function ShownTable({
  rows,
  footer,
}: {
  rows: readonly OverviewRow[];
  footer?: string;
  dataUpdatedAt: number;
}) {
  return (
    <DataTable
      label="Successes"
      stacked
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowLink={rowLink}
      footer={footer}
    />
  );
});

interface SuccessesTableProps {
  destinations: readonly OverviewRow[];
  /** Every page of the organisation is in; until then no count is shown, only the rows so far. */
  complete: boolean;
  /** When the whole list was fetched (epoch ms). */
  dataUpdatedAt: number;
}

/** Destinations whose last completed transfer succeeded (SPEC.md §2.3), from the whole list. */
export function SuccessesTable({ destinations, complete, dataUpdatedAt }: SuccessesTableProps) {
  const { successes } = selectOverview(destinations);
  const { shown, showMore } = useShownRows(successes);
  useOverviewMarks({ rowsShown: successes.length > 0 || complete });
  if (successes.length === 0) {
    return complete ? (
      <EmptyState>
        No successful transfers found. Destinations will show up here once a transfer succeeds.
      </EmptyState>
    ) : (
      <LoadingState label="Loading successes" />
    );
  }
  const count = `${formatCount(successes.length)} ${pluralize(successes.length, 'successful transfer', 'successful transfers')}`;
  return (
    <>
      <ShownTable
        rows={shown}
        footer={complete ? count : undefined}
        dataUpdatedAt={complete ? dataUpdatedAt : 0}
      />
      {complete && <ShowMoreRows shown={shown.length} total={successes.length} onMore={showMore} />}
    </>
  );
}
