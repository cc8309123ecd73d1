import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchPages, listReads } from '../paging.ts';
import {
  connectionTestReply,
  type Destination,
  type DestinationWrite,
  destinationListReply,
  destinationReply,
} from '../schemas/destination.ts';
import { type Environment, envelope } from '../schemas/envelope.ts';

const list = {
  path: '/destinations',
  data: destinationListReply,
  pick: (d: { destinations: Destination[] }) => d.destinations,
  fallback: 'Failed to fetch destinations.',
};
const path = (id: string) => `/destinations/${encodeURIComponent(id)}`;
/** A page, every destination (100 a page) and one by id. */
const reads = listReads(list, {
  path,
  data: destinationReply,
  pick: (d) => d.destination,
  fallback: 'Failed to fetch destination.',
});

/** Destination calls of SPEC.md §7 with the fallbacks of §8. */
export const destinationsApi = {
  ...reads,
  /** The same, one page at a time as each arrives, all from one environment. */
  pages: (options: { environment?: Environment; signal?: AbortSignal } = {}) =>
    fetchPages({ ...list, query: { page_size: 100 }, ...options }),

  /** `destination` is the prepared (nested) destination of CONTRACT.md §6. */
  create: async (destination: DestinationWrite) =>
    (
      await request({
        method: 'POST',
        path: '/destinations',
        body: { destination },
        schema: envelope(destinationReply),
        fallback: 'Destination creation failed.',
      })
    ).data.destination,

  /** Sends only the changed fields, nested and sparse; the server deep-merges them. */
  update: async (id: string, changes: DestinationWrite) =>
    (
      await request({
        method: 'PATCH',
        path: path(id),
        body: { destination: changes },
        schema: envelope(destinationReply),
        fallback: 'Failed to update destination.',
      })
    ).data.destination,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete destination.',
    });
  },

  /** Connection tests are suppressed: the form shows their outcome itself. */
  test: async (destination: DestinationWrite) =>
    (
      await request({
        method: 'POST',
        path: '/test-destination',
        body: { destination },
        schema: envelope(connectionTestReply),
        fallback: 'Destination connection test failed.',
        suppress: true,
      })
    ).data,

  /** Tests a saved destination, optionally with unsaved changes (sparse, like update). */
  testExisting: async (id: string, changes?: DestinationWrite) =>
    (
      await request({
        method: 'POST',
        path: `${path(id)}/test-connection`,
        body: changes ? { destination: changes } : undefined,
        schema: envelope(connectionTestReply),
        fallback: 'Destination connection test failed.',
        suppress: true,
      })
    ).data,
};
