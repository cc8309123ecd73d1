import * as v from 'valibot';
import { transferStatus } from './destination.ts';

/** A transfer job as read (CONTRACT.md §5, SPEC.md §3). */
export const modelError = v.object({ message: v.string(), trace: v.string() });

export const modelMetric = v.object({
  model_name: v.string(),
  rows_transferred: v.number(),
  error: v.optional(modelError),
});
export type ModelMetric = v.InferOutput<typeof modelMetric>;

export const transfer = v.object({
  id: v.string(),
  destination_id: v.string(),
  status: transferStatus,
  full_refresh: v.boolean(),
  models: v.array(v.string()),
  model_metrics: v.array(modelMetric),
  /** null while the job has not reported a count yet (PENDING). */
  rows_transferred: v.nullable(v.number()),
  submitted_at: v.string(),
  started_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  tags: v.record(v.string(), v.string()),
  /** The optional time window a run was limited to (UTC, RFC 3339); absent on older records. */
  start_transfer_window_at: v.optional(v.nullable(v.string())),
  end_transfer_window_at: v.optional(v.nullable(v.string())),
  /** true for entries that record an event rather than a job (hidden on the activity tab). */
  event_log: v.boolean(),
});
export type Transfer = v.InferOutput<typeof transfer>;

export const transferListReply = v.object({ transfers: v.array(transfer) });
export const transferReply = v.object({ transfer });

export const dailyTransferStat = v.object({ day: v.string(), total_rows_transferred: v.number() });
export type DailyTransferStat = v.InferOutput<typeof dailyTransferStat>;
export const dailyTransferStatsReply = v.object({ daily_transfer_stats: v.array(dailyTransferStat) });

/** Tag keys and values: letters, digits, underscores and dashes only (SPEC.md §5). */
export const TAG_PATTERN = /^[A-Za-z0-9_-]+$/;
export const TAG_PATTERN_MESSAGE = 'Keys and values must be alphanumeric, underscores, or dashes.';
const TAGS_SHAPE_MESSAGE = 'tags must be an object of key: value strings';

/** An RFC 3339 date-time with a zone (`2026-11-22T10:00:00Z`, `...+01:00`); the server stores it in UTC. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const windowBound = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${field} must be a date-time string`),
        v.check(
          (text) => RFC3339.test(text) && !Number.isNaN(Date.parse(text)),
          `${field} must be an RFC 3339 date-time with a zone, e.g. 2026-11-22T10:00:00Z`,
        ),
      ),
    ),
  );

/**
 * `POST /destinations/{id}/transfer` (Sync Now, full refresh). Omitted models mean every model the
 * destination may receive; the server also checks the names against that set.
 */
export const transferRequest = v.pipe(
  v.object({
    full_refresh: v.optional(v.boolean('full_refresh must be true or false')),
    // Omitted or [] alike: every model the destination may receive (as the public API does).
    models: v.optional(
      v.array(
        v.pipe(v.string('models must be a list of model names'), v.nonEmpty('model names cannot be blank')),
        'models must be a list of model names',
      ),
    ),
    start_transfer_window_at: windowBound('start_transfer_window_at'),
    end_transfer_window_at: windowBound('end_transfer_window_at'),
    tags: v.optional(
      v.pipe(
        // A record alone would take ["a"] for {"0": "a"}.
        v.custom<Record<string, string>>(
          (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
          TAGS_SHAPE_MESSAGE,
        ),
        v.record(
          v.pipe(v.string(), v.regex(TAG_PATTERN, TAG_PATTERN_MESSAGE)),
          v.pipe(v.string('tag values must be strings'), v.regex(TAG_PATTERN, TAG_PATTERN_MESSAGE)),
        ),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start_transfer_window_at'], ['end_transfer_window_at']],
      ({ start_transfer_window_at: start, end_transfer_window_at: end }) =>
        !start || !end || Date.parse(start) < Date.parse(end),
      'start_transfer_window_at must be before end_transfer_window_at',
    ),
    ['start_transfer_window_at'],
  ),
);
export type TransferRequest = v.InferInput<typeof transferRequest>;

/** `GET /reports/transfers`: per destination, transfer counts by status and rows moved in the window. */
export const transferStatusCounts = v.record(v.string(), v.number());
export const transferReportRow = v.object({
  destination_id: v.string(),
  destination_name: v.string(),
  vendor: v.string(),
  total_transfers: v.number(),
  counts_by_status: transferStatusCounts,
  rows_transferred: v.number(),
});
export type TransferReportRow = v.InferOutput<typeof transferReportRow>;
export const transferReport = v.object({
  start: v.string(),
  end: v.string(),
  destinations: v.array(transferReportRow),
  totals: v.object({
    total_transfers: v.number(),
    counts_by_status: transferStatusCounts,
    rows_transferred: v.number(),
  }),
});
export type TransferReport = v.InferOutput<typeof transferReport>;
export const transferReportReply = v.object({ report: transferReport });
