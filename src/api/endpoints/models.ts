import { request } from '../http.ts';
import { fetchAll, fetchPage, type PageParams } from '../paging.ts';
import { envelope } from '../schemas/envelope.ts';
import { type Model, modelListReply, modelReply } from '../schemas/model.ts';

const list = {
  path: '/models',
  data: modelListReply,
  pick: (d: { models: Model[] }) => d.models,
  fallback: 'Failed to fetch models.',
};

/** Model reads of SPEC.md §7; the server sorts them by model_name. */
export const modelsApi = {
  page: (params: PageParams = {}) => fetchPage({ ...list, query: { ...params } }),
  /** Every model, 100 a page. */
  all: () => fetchAll({ ...list, query: { page_size: 100 } }),
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: `/models/${encodeURIComponent(id)}`,
        schema: envelope(modelReply),
        fallback: 'Failed to fetch model.',
      })
    ).data.model,
};
