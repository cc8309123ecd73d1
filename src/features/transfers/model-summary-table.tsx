import { css } from 'styled-system/css';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { formatCount } from '../../lib/format.ts';
import type { ModelSummaryRow } from './model-summary.ts';

const trace = css({
  fontFamily: 'mono',
  textStyle: 'xs',
  whiteSpace: 'pre',
  overflow: 'auto',
  maxW: { base: '18rem', md: '36rem' },
  maxH: '12rem',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderRadius: 'l2',
  p: '2',
});

const columns: readonly [Column<ModelSummaryRow>, ...Column<ModelSummaryRow>[]] = [
  { header: 'Model Name', cell: (r) => r.modelName },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    header: 'Rows Transferred',
    numeric: true,
    cell: (r) => (r.rowsTransferred === null ? 'N/A' : formatCount(r.rowsTransferred)),
  },
  {
    header: 'Error',
    cell: (r) =>
      r.error ? (
        // Focusable so a keyboard can scroll a long trace.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <pre className={trace} tabIndex={0} title={`Error trace of ${r.modelName}`}>
          {r.error}
        </pre>
      ) : (
        ''
      ),
  },
];

/** The Transfer Job page's Model Summary (SPEC.md §2.4). */
export function ModelSummaryTable({ rows }: { rows: readonly ModelSummaryRow[] }) {
  return <DataTable label="Model Summary" columns={columns} rows={rows} rowKey={(r) => r.modelName} />;
}
