import { request } from '../http.ts';
import { setupGuide } from '../schemas/docs.ts';
import { envelope } from '../schemas/envelope.ts';

/** Setup guides (CONTRACT.md §6): one markdown document per destination vendor. */
export const docsApi = {
  get: async (vendor: string) =>
    (
      await request({
        method: 'GET',
        path: '/docs',
        query: { vendor },
        schema: envelope(setupGuide),
        fallback: 'Failed to fetch setup guide.',
      })
    ).data,
};
