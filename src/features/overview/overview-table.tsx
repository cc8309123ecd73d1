import { memo, type ReactNode } from 'react';
import { badge } from 'styled-system/recipes';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime } from '../../components/data/relative-time.tsx';
import { EmptyState, LoadingState } from '../../components/data/states.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { useOverviewMarks } from './content-mark.ts';
import { destinationLink } from './destination-href.ts';
import { useOnCallView } from './on-call-view.ts';
import { ShowMoreRows, useShownRows } from './shown-rows.tsx';
import { type OverviewRow, type OverviewSplit, selectOverview } from './split.ts';

export type OverviewColumns = readonly [Column<OverviewRow>, ...Column<OverviewRow>[]];

const rowKey = (d: OverviewRow) => d.id;
const rowLink = (d: OverviewRow) => destinationLink(d.id);

/**
 * The table itself, redrawn only when its rows, footer or data time change (the last refreshes its
 * relative times): while pages arrive, the first rows usually stay the same (useShownRows), and neither
 * the running count nor the time of each page is passed in. Label and columns are module constants.
 */
const ShownTable = memo(function ShownTable({
  label,
  columns,
  rows,
  footer,
}: {
  label: string;
  columns: OverviewColumns;
  rows: readonly OverviewRow[];
  footer?: string;
  dataUpdatedAt: number;
}) {
  return (
    <DataTable
      label={label}
      stacked
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowLink={rowLink}
      footer={footer}
    />
  );
});

/** What the overview tab hands each table: the whole list as far as loaded. */
export interface OverviewTableSource {
  destinations: readonly OverviewRow[];
  /** Every page of the organisation is in; until then no count is shown, only the rows so far. */
  complete: boolean;
  /** When the whole list was fetched (epoch ms). */
  dataUpdatedAt: number;
}

/** What sets one table apart from the other. */
export interface OverviewTableKind {
  /** The table's accessible name, e.g. 'Alerts'. */
  label: string;
  columns: OverviewColumns;
  /** This table's share of the organisation's destinations. */
  pick: (split: OverviewSplit) => readonly OverviewRow[];
  /** The count's noun, singular and plural, e.g. ['alert', 'alerts']. */
  noun: readonly [string, string];
  /** What a complete list with no rows says. */
  empty: ReactNode;
  /** Names the spinner while no row has arrived yet. */
  loadingLabel: string;
  /** The rows are the alerts: once complete they set the all-alerts mark (content-mark.ts). */
  alerts?: boolean;
}

/** The columns both tables start with, and the one they end with. */
export const nameColumn: Column<OverviewRow> = {
  header: 'Destination Name',
  cell: (d) => <RowName row={d} />,
};

/** The name, marked 'New' when the "since you last looked" summary calls it new (in words, not colour). */
function RowName({ row }: { row: OverviewRow }) {
  const { newRows } = useOnCallView();
  if (!newRows.has(row.id)) return row.name;
  return (
    <>
      {row.name} <span className={badge({ size: 'sm' })}>New</span>
    </>
  );
}
export const vendorColumn: Column<OverviewRow> = {
  header: 'Vendor',
  cell: (d) => <VendorName vendor={d.vendor} />,
};
export const lastSuccessColumn: Column<OverviewRow> = {
  header: 'Last Successful Sync',
  stackLabel: 'Last success',
  cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
};

/** One of the overview's two tables (SPEC.md §2.3): rows a screenful at a time, counted once complete. */
export function OverviewTable({
  kind: { label, columns, pick, noun, empty, loadingLabel, alerts = false },
  destinations,
  complete,
  dataUpdatedAt,
}: OverviewTableSource & { kind: OverviewTableKind }) {
  const rows = pick(selectOverview(destinations));
  const { shown, showMore } = useShownRows(rows);
  useOverviewMarks({ rowsShown: rows.length > 0 || complete, allAlerts: alerts && complete });
  if (rows.length === 0) {
    return complete ? <EmptyState>{empty}</EmptyState> : <LoadingState label={loadingLabel} />;
  }
  const count = `${formatCount(rows.length)} ${pluralize(rows.length, noun[0], noun[1])}`;
  return (
    <>
      <ShownTable
        label={label}
        columns={columns}
        rows={shown}
        footer={complete ? count : undefined}
        dataUpdatedAt={complete ? dataUpdatedAt : 0}
      />
      {complete && <ShowMoreRows shown={shown.length} total={rows.length} onMore={showMore} />}
    </>
  );
}
