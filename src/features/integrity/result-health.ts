import type { IntegrityJob, IntegrityResult, IntegrityStatus } from '../../api/schemas/integrity.ts';

export type ResultHealth = 'HEALTHY' | 'UNHEALTHY' | 'UNKNOWN';

/** The words a destination uses to say a model cannot be compared (the check does not apply to it). */
const NOT_SUPPORTED = /(does not|doesn't|not) support(ed)?\b.*\bintegrity/i;

/**
 * Per-model health (SPEC.md §4): HEALTHY when the result says so; UNKNOWN when the model does not
 * support integrity checks or the whole job failed (its numbers cannot be trusted); else UNHEALTHY.
 */
export function resultHealth(
  result: Pick<IntegrityResult, 'is_healthy' | 'error_message'>,
  jobStatus: IntegrityStatus,
): ResultHealth {
  if (result.is_healthy) return 'HEALTHY';
  if (jobStatus === 'ERROR' || NOT_SUPPORTED.test(result.error_message ?? '')) return 'UNKNOWN';
  return 'UNHEALTHY';
}

export const HEALTH_TONES = { HEALTHY: 'green', UNHEALTHY: 'red', UNKNOWN: 'gray' } as const;

export const UNKNOWN_ERROR_TEXT = 'Unknown error';

/**
 * The job-level Error line (SPEC.md §2.4): shown only for a failed job whose models carry no error of
 * their own (those are shown per row instead); the log message, or 'Unknown error' without one.
 */
export function jobError(job: Pick<IntegrityJob, 'status' | 'log_message' | 'data_integrity_results'>) {
  if (job.status !== 'ERROR') return null;
  if (job.data_integrity_results.some((r) => r.error_message)) return null;
  return job.log_message?.trim() || UNKNOWN_ERROR_TEXT;
}

export const isIntegrityInFlight = (status: IntegrityStatus) => status === 'PENDING' || status === 'RUNNING';
