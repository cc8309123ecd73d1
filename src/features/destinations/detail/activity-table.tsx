import { css } from 'styled-system/css';
import { type Column, DataTable } from '../../../components/data/data-table.tsx';
import { RelativeTime } from '../../../components/data/relative-time.tsx';
import { StatusBadge } from '../../../components/data/status-badge.tsx';
import { type ActivityRow, activityRowLink } from './activity-rows.ts';

const viewCue = css({ color: 'accent.text', fontWeight: 'medium', whiteSpace: 'nowrap' });

const columns: readonly [Column<ActivityRow>, ...Column<ActivityRow>[]] = [
  // The row's one link (DataTable puts it on the first cell): 'Transfer', 'Full Refresh' or 'Data Integrity Check'.
  { header: 'Type', cell: (r) => r.type },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Total Rows', cell: (r) => r.totalRows, numeric: true },
  { header: 'Submitted', cell: (r) => <RelativeTime iso={r.submittedAt} /> },
  { header: 'Duration', cell: (r) => r.duration },
  { header: 'Summary', cell: (r) => r.summary },
  {
    header: 'Action',
    // A visual cue for pointer users (the whole row opens the page); keyboards and screen readers use
    // the Type link, so a second link to the same page would only be noise.
    cell: () => (
      <span className={viewCue} aria-hidden="true">
        View ›
      </span>
    ),
  },
];

/** The activity table (SPEC.md §2.4): transfers and integrity checks, each row opening its page. */
export function ActivityTable({
  destinationId,
  rows,
}: {
  destinationId: string;
  rows: readonly ActivityRow[];
}) {
  return (
    <DataTable
      label="Activity"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowLink={(r) => activityRowLink(destinationId, r)}
    />
  );
}
