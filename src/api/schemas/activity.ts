import * as v from 'valibot';
import { integrityJob } from './integrity.ts';
import { transfer } from './transfer.ts';

/**
 * A destination's activity (`GET /destinations/{id}/activity`, `data.activity_logs`): its transfers and
 * data integrity checks merged newest first. `type` says which object the entry carries; `event_log`
 * entries record something that happened rather than a job, and the console hides them.
 * `id` and `submitted_at` are the entry's own, repeated at the top so the list sorts and pages by them.
 */
const base = { id: v.string(), submitted_at: v.string() };

export const activityLog = v.variant('type', [
  v.object({ ...base, type: v.literal('transfer'), transfer }),
  v.object({ ...base, type: v.literal('event_log'), transfer }),
  v.object({ ...base, type: v.literal('data_integrity'), data_integrity_job: integrityJob }),
]);
export type ActivityLog = v.InferOutput<typeof activityLog>;
export type ActivityType = ActivityLog['type'];

export const activityListReply = v.object({ activity_logs: v.array(activityLog) });
