import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchPage } from '../paging.ts';
import { envelope } from '../schemas/envelope.ts';
import {
  type IntegrityJob,
  type IntegrityRequest,
  integrityJobListReply,
  integrityJobReply,
} from '../schemas/integrity.ts';

/** SPEC.md §9: the integrity list asks for 20 jobs at a time. */
export const INTEGRITY_LIST_COUNT = 20;

const jobsPath = (destinationId: string) =>
  `/destinations/${encodeURIComponent(destinationId)}/data-integrity`;

/** Data integrity calls of SPEC.md §7 with the fallbacks of §8. */
export const integrityApi = {
  /** The first 20 checks, newest first, or the page a previous one's next_url names (it keeps count). */
  page: (destinationId: string, nextUrl?: string) =>
    fetchPage({
      ...(nextUrl
        ? { path: nextUrl }
        : { path: jobsPath(destinationId), query: { count: INTEGRITY_LIST_COUNT } }),
      data: integrityJobListReply,
      pick: (d: { jobs: IntegrityJob[] }) => d.jobs,
      fallback: 'Failed to fetch data integrity checks.',
    }),

  get: async (destinationId: string, jobId: string) =>
    (
      await request({
        method: 'GET',
        path: `${jobsPath(destinationId)}/${encodeURIComponent(jobId)}`,
        schema: envelope(integrityJobReply),
        fallback: 'Failed to fetch data integrity check.',
      })
    ).data.job,

  create: async (destinationId: string, body: IntegrityRequest) => {
    await request({
      method: 'POST',
      path: jobsPath(destinationId),
      body,
      schema: envelope(v.unknown()),
      fallback: 'Data integrity job failed to enqueue.',
    });
  },

  cancel: async (jobId: string) => {
    await request({
      method: 'POST',
      path: `/destinations/data-integrity/${encodeURIComponent(jobId)}/cancel`,
      schema: envelope(v.unknown()),
      fallback: 'Data integrity job failed to cancel.',
    });
  },
};
