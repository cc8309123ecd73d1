import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { transferReportReply } from '../schemas/transfer.ts';

export interface TransferReportParams {
  /** RFC 3339 instants; the report counts transfers submitted in [start, end). */
  start: string;
  end: string;
  /** Destination ids; empty or omitted means every destination of the environment. */
  destinations?: readonly string[];
}

/** Report calls of SPEC.md §7 with the fallbacks of §8. */
export const reportsApi = {
  /**
   * `GET /reports/transfers`: per destination, transfer counts by status and rows moved. A fetch, so
   * its failure is suppressed (SPEC.md §8): the download button says it where it was clicked.
   */
  transfers: async ({ start, end, destinations }: TransferReportParams) =>
    (
      await request({
        method: 'GET',
        path: '/reports/transfers',
        query: { start, end, destinations: destinations?.join(',') },
        schema: envelope(transferReportReply),
        fallback: 'Failed to fetch transfer report.',
        suppress: true,
      })
    ).data.report,
};
