import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchPage, type PageParams } from '../paging.ts';
import { type ActivityLog, activityListReply } from '../schemas/activity.ts';
import { envelope } from '../schemas/envelope.ts';
import { dailyTransferStatsReply, type TransferRequest, transferReply } from '../schemas/transfer.ts';

const destinationPath = (id: string) => `/destinations/${encodeURIComponent(id)}`;

/** Transfer calls of SPEC.md §7 with the fallbacks of §8 (cancel shares the enqueue fallback). */
export const transfersApi = {
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: `/transfers/${encodeURIComponent(id)}`,
        schema: envelope(transferReply),
        fallback: 'Failed to fetch transfer.',
      })
    ).data.transfer,

  /** Sync Now and full refresh; without `models` the server sends every model the destination may receive. */
  create: async (destinationId: string, body: TransferRequest) => {
    await request({
      method: 'POST',
      path: `${destinationPath(destinationId)}/transfer`,
      body,
      schema: envelope(v.unknown()),
      fallback: 'Transfer failed to enqueue.',
    });
  },

  /** The deprecated /export spelling is the one SPEC.md §7 names (and the public SDK calls). */
  cancel: async (id: string) => {
    await request({
      method: 'POST',
      path: `/export/transfers/${encodeURIComponent(id)}/cancel`,
      schema: envelope(v.unknown()),
      fallback: 'Transfer failed to enqueue.',
    });
  },

  /** A destination's transfers and integrity checks, newest first, cursor-paged. */
  activity: (destinationId: string, params: PageParams = {}) =>
    fetchPage({
      path: `${destinationPath(destinationId)}/activity`,
      query: { ...params },
      data: activityListReply,
      pick: (d: { activity_logs: ActivityLog[] }) => d.activity_logs,
      fallback: 'Failed to fetch activity.',
    }),

  /**
   * Rows moved per day over the last 30 days, one row per day (CONTRACT.md §5), for the whole
   * organisation or one destination. A read: a failure is shown where the chart would be, not toasted.
   */
  dailyStats: async (destinationId?: string) =>
    (
      await request({
        method: 'GET',
        path: '/transfers/daily-stats',
        query: { destination_id: destinationId },
        schema: envelope(dailyTransferStatsReply),
        fallback: 'Failed to fetch transfer statistics.',
      })
    ).data.daily_transfer_stats,
};
