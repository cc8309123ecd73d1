import { css } from 'styled-system/css';
import type { IntegrityJob, IntegrityResult } from '../../api/schemas/integrity.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { HEALTH_TONES, resultHealth } from './result-health.ts';

/** A sampling rate of 0..1 as a percentage ('10%'); 'N/A' when the check did not sample. */
export function formatSamplingRate(rate: number | null): string {
  if (rate === null) return 'N/A';
  const percent = rate <= 1 ? rate * 100 : rate;
  return `${Number(percent.toFixed(2))}%`;
}

// Messages are sentences: they wrap instead of widening the table past the screen.
const wrap = css({ display: 'block', whiteSpace: 'normal', minW: '14rem', maxW: '28rem' });

function columnsFor(
  status: IntegrityJob['status'],
): readonly [Column<IntegrityResult>, ...Column<IntegrityResult>[]] {
  return [
    { header: 'Model Name', cell: (r) => r.model_name },
    {
      header: 'Status',
      cell: (r) => {
        const health = resultHealth(r, status);
        return <StatusBadge status={health} tone={HEALTH_TONES[health]} />;
      },
    },
    { header: 'Sampling Rate', numeric: true, cell: (r) => formatSamplingRate(r.sampling_rate) },
    { header: 'Total rows compared', numeric: true, cell: (r) => formatCount(r.total_rows_compared) },
    { header: 'Rows missing', numeric: true, cell: (r) => formatCount(r.total_rows_missing) },
    { header: 'Rows incorrect', numeric: true, cell: (r) => formatCount(r.total_rows_incorrect) },
    { header: 'Error', cell: (r) => <span className={wrap}>{r.error_message ?? ''}</span> },
  ];
}

/** 'Models Compared' (SPEC.md §2.4): one row per model, the model count underneath. */
export function ModelsComparedTable({ job }: { job: IntegrityJob }) {
  const results = job.data_integrity_results;
  return (
    <DataTable
      label="Models Compared"
      columns={columnsFor(job.status)}
      rows={results}
      rowKey={(r) => r.model_name}
      footer={`${formatCount(results.length)} ${pluralize(results.length, 'model', 'models')}`}
    />
  );
}
