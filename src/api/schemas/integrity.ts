import * as v from 'valibot';

export const integrityStatus = v.picklist(['PENDING', 'RUNNING', 'SUCCESS', 'ERROR', 'CANCELLED']);
export type IntegrityStatus = v.InferOutput<typeof integrityStatus>;

/** One model's comparison; healthy when missing and incorrect rows are both 0. */
export const integrityResult = v.object({
  model_name: v.string(),
  is_healthy: v.boolean(),
  error_message: v.nullable(v.string()),
  sampling_rate: v.nullable(v.number()),
  total_rows_compared: v.number(),
  total_rows_missing: v.number(),
  total_rows_incorrect: v.number(),
});
export type IntegrityResult = v.InferOutput<typeof integrityResult>;

export const integrityJob = v.object({
  id: v.string(),
  destination_id: v.string(),
  status: integrityStatus,
  check_value_integrity: v.boolean(),
  /** The models the job compares; absent on older records. */
  models: v.optional(v.array(v.string())),
  submitted_at: v.string(),
  started_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  log_message: v.nullable(v.string()),
  data_integrity_results: v.array(integrityResult),
});
export type IntegrityJob = v.InferOutput<typeof integrityJob>;
export const integrityJobListReply = v.object({ jobs: v.array(integrityJob) });
export const integrityJobReply = v.object({ job: integrityJob });

/** `POST /destinations/{id}/data-integrity`; omitted models mean every model the destination receives. */
export const integrityRequest = v.object({
  // Omitted or [] alike: every model the destination may receive (as the public API does).
  models: v.optional(
    v.array(
      v.object(
        {
          model_name: v.pipe(
            v.string('model_name must be a string'),
            v.nonEmpty('model_name cannot be blank'),
          ),
        },
        'each model must be an object with a model_name',
      ),
      'models must be a list of {model_name} objects',
    ),
  ),
  check_value_integrity: v.optional(v.boolean('check_value_integrity must be true or false')),
});
export type IntegrityRequest = v.InferInput<typeof integrityRequest>;
