import * as v from 'valibot';
import { request } from '../http.ts';
import { listReads } from '../paging.ts';
import { entityKeys, pagedEntityQueries } from '../query-keys.ts';
import { envelope } from '../schemas/envelope.ts';
import { type Model, modelListReply, modelReply } from '../schemas/model.ts';

const list = {
  path: '/models',
  data: modelListReply,
  pick: (d: { models: Model[] }) => d.models,
  fallback: 'Failed to fetch models.',
};
const path = (id: string) => `/models/${encodeURIComponent(id)}`;
/** A page, every model (100 a page) and one by id. */
const reads = listReads(list, {
  path,
  data: modelReply,
  pick: (d) => d.model,
  fallback: 'Failed to fetch model.',
});

/** Model calls of SPEC.md §7 with the fallbacks of §8; the server sorts models by model_name. */
export const modelsApi = {
  ...reads,

  /**
   * Checks the model against its source's catalogue. A failure (422) carries the server's words naming
   * the missing table or column; like every write it raises the global toast.
   */
  validate: async (id: string) => {
    await request({
      method: 'POST',
      path: `/export${path(id)}/validate`,
      schema: envelope(v.unknown()),
      fallback: 'Export model validation failed.',
    });
  },

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete model.',
    });
  },
};

/**
 * Model keys and queries. The `all` entry is the one the destination and product forms read too, so a
 * change made on /models refreshes their model lists as well.
 */
export const modelKeys = entityKeys('models');

export const modelQueries = pagedEntityQueries(modelKeys, modelsApi);
