import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createQueryClient, QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, shouldRetry } from './query-client.ts';

const failure = (status: number) => new ApiError('x', status, true);

describe('query retries', () => {
  it('never retries a 4xx (401 signs out; 404 and 422 will not change)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it('retries network failures and server errors a bounded number of times', () => {
    expect(shouldRetry(0, failure(0))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(QUERY_MAX_RETRIES, failure(500))).toBe(false);
  });

  it('does not retry a reply that failed its schema, or a bug', () => {
    expect(shouldRetry(0, failure(200))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });

  it('never collects a query, so no saved screen loses its row to garbage collection', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(Number.POSITIVE_INFINITY);
  });
});
