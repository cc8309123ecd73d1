import { memo } from 'react';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime, RelativeTime } from '../../components/data/relative-time.tsx';
import { EmptyState, LoadingState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { MISSING_TEXT } from '../../lib/time.ts';
import { alertStatus } from './alert-status.ts';
import { useOverviewMarks } from './content-mark.ts';
import { destinationLink } from './destination-href.ts';
import { ShowMoreRows, useShownRows } from './shown-rows.tsx';
import { type OverviewRow, selectOverview } from './split.ts';

const columns: readonly [Column<OverviewRow>, ...Column<OverviewRow>[]] = [
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
      label="Alerts"
      stacked
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowLink={rowLink}
      footer={footer}
    />
  );
});

interface AlertsTableProps {
  destinations: readonly OverviewRow[];
  /** Every page of the organisation is in; until then no count is shown, only the rows so far. */
  complete: boolean;
  /** When the whole list was fetched (epoch ms). */
  dataUpdatedAt: number;
}

/** Destinations whose last completed transfer did not succeed (SPEC.md §2.3), from the whole list. */
export function AlertsTable({ destinations, complete, dataUpdatedAt }: AlertsTableProps) {
  const { alerts } = selectOverview(destinations);
  const { shown, showMore } = useShownRows(alerts);
  useOverviewMarks({ rowsShown: alerts.length > 0 || complete, allAlerts: complete });
  if (alerts.length === 0) {
    return complete ? (
      <EmptyState>
        No alerts found. Destinations whose last transfer did not succeed will show up here.
      </EmptyState>
    ) : (
      <LoadingState label="Loading alerts" />
    );
  }
  const count = `${formatCount(alerts.length)} ${pluralize(alerts.length, 'alert', 'alerts')}`;
  return (
    <>
      <ShownTable
        rows={shown}
        footer={complete ? count : undefined}
        dataUpdatedAt={complete ? dataUpdatedAt : 0}
      />
      {complete && <ShowMoreRows shown={shown.length} total={alerts.length} onMore={showMore} />}
    </>
  );
}
