import type { ActivityLog } from '../../../api/schemas/activity.ts';
import type { IntegrityJob } from '../../../api/schemas/integrity.ts';
import { formatCount, pluralize } from '../../../lib/format.ts';
import { formatDuration } from '../../../lib/time.ts';
import { detailHrefs, detailLinks } from './detail-hrefs.ts';

/** One line of the activity tab: a transfer or a data integrity check, ready to show. */
export interface ActivityRow {
  key: string;
  /** 'Transfer', 'Full Refresh' or 'Data Integrity Check'. */
  type: string;
  status: string;
  totalRows: string;
  submittedAt: string;
  duration: string;
  summary: string;
  href: string;
  /** Still PENDING or RUNNING: the tab keeps polling while any row is. */
  inFlight: boolean;
}

export const DATA_INTEGRITY_TYPE = 'Data Integrity Check';
const inFlight = (status: string) => status === 'PENDING' || status === 'RUNNING';

/** Whether the page holds a job that can still change (the activity tab polls while it does). */
export function hasJobInFlight(logs: readonly ActivityLog[]): boolean {
  return logs.some((log) =>
    log.type === 'data_integrity'
      ? inFlight(log.data_integrity_job.status)
      : log.type === 'transfer' && !log.transfer.event_log && inFlight(log.transfer.status),
  );
}

const rows = (n: number | null) => (n === null ? 'N/A' : formatCount(n));
const models = (n: number) => `${formatCount(n)} ${pluralize(n, 'model', 'models')}`;

function transferSummary(t: Extract<ActivityLog, { type: 'transfer' }>['transfer']): string {
  if (t.status === 'PENDING') return 'Waiting to start';
  const count = Math.max(t.models.length, t.model_metrics.length);
  const failed = t.model_metrics.filter((m) => m.error).length;
  const what = count === 0 ? 'All models' : models(count);
  return failed > 0 ? `${what}, ${formatCount(failed)} failed` : what;
}

/**
 * The activity tab's rows (SPEC.md §2.4): event-log entries are hidden; transfers link to the
 * Transfer Job page and integrity checks, shown as 'Data Integrity Check', to theirs.
 */
export function activityRows(destinationId: string, logs: readonly ActivityLog[]): ActivityRow[] {
  const shown: ActivityRow[] = [];
  for (const log of logs) {
    if (log.type === 'transfer' && !log.transfer.event_log) {
      const t = log.transfer;
      shown.push({
        key: `transfer:${t.id}`,
        type: t.full_refresh ? 'Full Refresh' : 'Transfer',
        status: t.status,
        totalRows: rows(t.rows_transferred),
        submittedAt: t.submitted_at,
        duration: formatDuration(t.started_at, t.ended_at),
        summary: transferSummary(t),
        href: detailHrefs.transfer(destinationId, t.id),
        inFlight: inFlight(t.status),
      });
    } else if (log.type === 'data_integrity') {
      shown.push(integrityRow(destinationId, log.data_integrity_job));
    }
  }
  return shown;
}

/** A data integrity check as a row: of the activity tab, or of the destination's list of checks. */
export function integrityRow(destinationId: string, job: IntegrityJob): ActivityRow {
  const results = job.data_integrity_results;
  const compared = results.reduce((sum, r) => sum + r.total_rows_compared, 0);
  const healthy = results.filter((r) => r.is_healthy).length;
  return {
    key: `data_integrity:${job.id}`,
    type: DATA_INTEGRITY_TYPE,
    status: job.status,
    totalRows: results.length === 0 ? 'N/A' : formatCount(compared),
    submittedAt: job.submitted_at,
    duration: formatDuration(job.started_at, job.ended_at),
    summary:
      results.length === 0
        ? 'Waiting for results'
        : `${formatCount(healthy)} of ${models(results.length)} healthy`,
    href: detailHrefs.integrity(destinationId, job.id),
    inFlight: inFlight(job.status),
  };
}

/** The page a row opens, as a typed link; its key names the job (`transfer:<id>` or `data_integrity:<id>`). */
export function activityRowLink(destinationId: string, row: ActivityRow) {
  const colon = row.key.indexOf(':');
  const id = row.key.slice(colon + 1);
  return row.key.slice(0, colon) === 'transfer'
    ? detailLinks.transfer(destinationId, id)
    : detailLinks.integrity(destinationId, id);
}
