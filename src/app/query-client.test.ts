// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  QUERY_HEAL_INTERVAL_MS,
  QUERY_MAX_RETRIES,
  shouldRetry,
} from './query-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

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

describe('a screen whose data failed', () => {
  /**
   * A screen showing a query whose server answers `status` while `server.down`, else data. In a
   * browser-like environment: the client schedules no timer where there is no window.
   */
  async function screenOf(status: number) {
    vi.useFakeTimers();
    const client = createQueryClient();
    const server = { down: true, calls: 0 };
    const observer = new QueryObserver(client, {
      queryKey: ['prod', 'sources', 'list'],
      queryFn: async () => {
        server.calls++;
        if (server.down) throw failure(status);
        return ['s1'];
      },
    });
    const stop = observer.subscribe(() => {});
    // The first fetch and its retries (1 s, then 2 s apart).
    await vi.advanceTimersByTimeAsync(5_000);
    return { observer, stop, server };
  }

  it('asks again by itself while the server fails, and shows the data once it answers', async () => {
    const { observer, stop, server } = await screenOf(503);
    expect(observer.getCurrentResult().status).toBe('error');
    const failed = server.calls;
    await vi.advanceTimersByTimeAsync(2 * QUERY_HEAL_INTERVAL_MS);
    expect(server.calls).toBeGreaterThan(failed);
    expect(observer.getCurrentResult().status).toBe('error');

    server.down = false;
    await vi.advanceTimersByTimeAsync(QUERY_HEAL_INTERVAL_MS + 5_000);
    expect(observer.getCurrentResult().data).toEqual(['s1']);
    // Healed: it asks no more than the usual staleness rules say.
    const healed = server.calls;
    await vi.advanceTimersByTimeAsync(5 * QUERY_HEAL_INTERVAL_MS);
    expect(server.calls).toBe(healed);
    stop();
  });

  it('does not ask again for an answer that will not change (a 404)', async () => {
    const { observer, stop, server } = await screenOf(404);
    expect(observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(5 * QUERY_HEAL_INTERVAL_MS);
    expect(server.calls).toBe(1);
    stop();
  });
});
