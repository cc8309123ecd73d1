import { request } from '../http.ts';
import { fetchAll, fetchPage, type PageParams } from '../paging.ts';
import { envelope } from '../schemas/envelope.ts';
import { type Recipient, recipientListReply, recipientReply } from '../schemas/recipient.ts';

const list = {
  path: '/recipients',
  data: recipientListReply,
  pick: (d: { recipients: Recipient[] }) => d.recipients,
  fallback: 'Failed to fetch recipients.',
};

/** Recipient reads of SPEC.md §7 (the destination form's recipient select, the detail page). */
export const recipientsApi = {
  page: (params: PageParams = {}) => fetchPage({ ...list, query: { ...params } }),
  /** Every recipient, 100 a page (the fetch-all helper follows next_url). */
  all: () => fetchAll({ ...list, query: { page_size: 100 } }),
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: `/recipients/${encodeURIComponent(id)}`,
        schema: envelope(recipientReply),
        fallback: 'Failed to fetch recipient.',
      })
    ).data.recipient,
};
