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
  /** true for entries that record an event rather than a job (hidden on the activity tab). */
  event_log: v.boolean(),
});
export type Transfer = v.InferOutput<typeof transfer>;

export const transferListReply = v.object({ transfers: v.array(transfer) });
export const transferReply = v.object({ transfer });

export const dailyTransferStat = v.object({ day: v.string(), total_rows_transferred: v.number() });
export type DailyTransferStat = v.InferOutput<typeof dailyTransferStat>;
export const dailyTransferStatsReply = v.object({ daily_transfer_stats: v.array(dailyTransferStat) });
