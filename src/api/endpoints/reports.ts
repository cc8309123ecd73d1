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
   * `GET /reports/transfers`: per destination, transfer counts by status and rows moved. Fetched only
   * when someone asks for the file, so a failure is announced by the global error toast (server
   * message, else 'Failed to fetch transfer report.') rather than kept quiet like a screen's read.
   */
  transfers: async ({ start, end, destinations }: TransferReportParams) =>
    (
      await request({
        method: 'GET',
        path: '/reports/transfers',
        query: { start, end, destinations: destinations?.join(',') },
        schema: envelope(transferReportReply),
        fallback: 'Failed to fetch transfer report.',
        suppress: false,
      })
    ).data.report,
};
