import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { EmptyState, LoadFailed, LoadingState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { SegmentGroup } from '../../components/ui/index.ts';
import { formatCount, pluralize } from '../../lib/format.ts';
import { lateWords } from '../../lib/overdue.ts';
import { destinationLink } from './destination-href.ts';
import { type OverdueRow, overdueLongestFirst } from './on-call.ts';
import { useOnCallView } from './on-call-view.ts';
import { OVERDUE_SORTS, type OverdueSort } from './overdue-sort.ts';
import { nameColumn, type OverviewTableSource, vendorColumn } from './overview-table.tsx';
import { ShowMoreRows, useShownRows } from './shown-rows.tsx';

const SORT_LABELS: Record<OverdueSort, string> = { late: 'Overdue longest', name: 'Name', vendor: 'Vendor' };

const byName = (a: OverdueRow, b: OverdueRow) => a.row.name.localeCompare(b.row.name);
const ORDER: Record<OverdueSort, (a: OverdueRow, b: OverdueRow) => number> = {
  late: overdueLongestFirst,
  name: byName,
  vendor: (a, b) =>
    vendorDisplayName(a.row.vendor).localeCompare(vendorDisplayName(b.row.vendor)) || byName(a, b),
};

const sortBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '3' });

interface OverdueTableProps extends OverviewTableSource {
  sort: OverdueSort;
  onSort: (sort: OverdueSort) => void;
}

/**
 * The Overdue tab's table: enabled destinations whose last transfer succeeded but that have
 * not transferred for more than twice their schedule (lib/overdue.ts), the silently stuck ones: a late
 * alert says so on the Alerts tab instead. Judged now from the last transfers the list holds (offline:
 * the copy, whose age the page shows); ordered as the user chooses. Drawn inside OverviewTab, like the
 * Alerts and Successes tables.
 */
export function OverdueTable({ complete, sort, onSort }: OverdueTableProps) {
  const { overdue, asOf, retry } = useOnCallView();
  const rows = useMemo(() => (overdue ? [...overdue].sort(ORDER[sort]) : []), [overdue, sort]);
  const columns = useMemo(() => overdueColumns(asOf), [asOf]);
  const { shown, showMore } = useShownRows(rows);
  if (retry) return <LoadFailed what="the overdue destinations" onRetry={retry} />;
  if (!overdue || !complete) return <LoadingState label="Loading overdue destinations" />;
  if (rows.length === 0)
    return (
      <EmptyState>
        No overdue destinations. An enabled destination whose last transfer succeeded but that has not
        transferred for more than twice its schedule will show up here; late alerts are marked on the Alerts
        tab.
      </EmptyState>
    );
  return (
    <>
      <SegmentGroup.Root
        value={sort}
        onValueChange={(d) => onSort(OVERDUE_SORTS.find((s) => s === d.value) ?? 'late')}
        className={sortBar}
        orientation="horizontal"
        size="sm"
      >
        <SegmentGroup.Label>Sort by</SegmentGroup.Label>
        {OVERDUE_SORTS.map((s) => (
          <SegmentGroup.Item key={s} value={s}>
            <SegmentGroup.ItemText>{SORT_LABELS[s]}</SegmentGroup.ItemText>
            <SegmentGroup.ItemControl />
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
        <SegmentGroup.Indicator />
      </SegmentGroup.Root>
      <DataTable
        label="Overdue"
        stacked
        columns={columns}
        rows={shown}
        rowKey={(r) => r.row.id}
        rowLink={(r) => destinationLink(r.row.id)}
        footer={`${formatCount(rows.length)} overdue ${pluralize(rows.length, 'destination', 'destinations')} whose last transfer succeeded`}
      />
      <ShowMoreRows shown={shown.length} total={rows.length} onMore={showMore} />
    </>
  );
}

function overdueColumns(asOf: number): readonly [Column<OverdueRow>, ...Column<OverdueRow>[]] {
  // The viewer's zone, found once per judgement: per row it would cost about a millisecond each.
  const timeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    { header: nameColumn.header, cell: (r) => nameColumn.cell(r.row) },
    { header: vendorColumn.header, cell: (r) => vendorColumn.cell(r.row) },
    { header: 'Overdue', stackLabel: 'Overdue', cell: (r) => lateWords(r.overdue, asOf, timeZone) },
    // Every row's last transfer succeeded (the alerts are on their own tab): said, not left to colour.
    { header: 'Last Sync Status', stackLabel: 'Last sync', cell: () => <StatusBadge status="SUCCESS" /> },
  ];
}
