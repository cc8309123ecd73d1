import { describe, expect, it } from 'vitest';
import type { IntegrityResult } from '../../api/schemas/integrity.ts';
import { jobError, resultHealth } from './result-health.ts';

const result = (over: Partial<IntegrityResult> = {}): IntegrityResult => ({
  model_name: 'accounts',
  is_healthy: false,
  error_message: null,
  sampling_rate: 0.1,
  total_rows_compared: 100,
  total_rows_missing: 2,
  total_rows_incorrect: 0,
  ...over,
});

describe('resultHealth (SPEC.md §4)', () => {
  it('is HEALTHY when the result is healthy', () => {
    expect(resultHealth(result({ is_healthy: true }), 'SUCCESS')).toBe('HEALTHY');
  });

  it('is UNHEALTHY for rows missing or incorrect in a finished job', () => {
    expect(resultHealth(result(), 'SUCCESS')).toBe('UNHEALTHY');
    expect(resultHealth(result({ error_message: 'Row counts differ' }), 'SUCCESS')).toBe('UNHEALTHY');
  });

  it('is UNKNOWN when the model does not support integrity checks', () => {
    const unsupported = result({ error_message: 'Model events does not support data integrity checks.' });
    expect(resultHealth(unsupported, 'SUCCESS')).toBe('UNKNOWN');
  });

  it('is UNKNOWN for every unhealthy model of a failed job', () => {
    expect(resultHealth(result(), 'ERROR')).toBe('UNKNOWN');
  });
});

describe('jobError', () => {
  const job = {
    status: 'ERROR' as const,
    log_message: 'Could not connect to the destination.',
    data_integrity_results: [],
  };

  it('shows the log message of a failed job without per-model errors', () => {
    expect(jobError(job)).toBe('Could not connect to the destination.');
  });

  it("falls back to 'Unknown error'", () => {
    expect(jobError({ ...job, log_message: null })).toBe('Unknown error');
    expect(jobError({ ...job, log_message: '  ' })).toBe('Unknown error');
  });

  it('is absent when models carry their own errors, or the job did not fail', () => {
    expect(jobError({ ...job, data_integrity_results: [result({ error_message: 'timeout' })] })).toBeNull();
    expect(jobError({ ...job, status: 'SUCCESS' })).toBeNull();
  });
});
