import { request } from '../http.ts';
import { fetchAll, fetchPage, type PageParams } from '../paging.ts';
import { destinationListReply, destinationReply } from '../schemas/destination.ts';
import { envelope } from '../schemas/envelope.ts';

const list = {
  path: '/destinations',
  data: destinationListReply,
  pick: (d: { destinations: import('../schemas/destination.ts').Destination[] }) => d.destinations,
  fallback: 'Failed to fetch destinations.',
};

export const destinationsApi = {
  page: (params: PageParams = {}) => fetchPage({ ...list, query: { ...params } }),
  /** Every destination, 100 a page (the overview's page size). */
  all: () => fetchAll({ ...list, query: { page_size: 100 } }),
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: `/destinations/${encodeURIComponent(id)}`,
        schema: envelope(destinationReply),
        fallback: 'Failed to fetch destination.',
      })
    ).data.destination,
};
