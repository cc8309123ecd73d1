import * as v from 'valibot';
import { request } from '../http.ts';
import { listReads } from '../paging.ts';
import { entityKeys, pagedEntityQueries } from '../query-keys.ts';
import { envelope } from '../schemas/envelope.ts';
import {
  type Recipient,
  type RecipientWrite,
  recipientListReply,
  recipientReply,
} from '../schemas/recipient.ts';

const list = {
  path: '/recipients',
  data: recipientListReply,
  pick: (d: { recipients: Recipient[] }) => d.recipients,
  fallback: 'Failed to fetch recipients.',
};
const path = (id: string) => `/recipients/${encodeURIComponent(id)}`;
/** A page, every recipient (100 a page) and one by id. */
const reads = listReads(list, {
  path,
  data: recipientReply,
  pick: (d) => d.recipient,
  fallback: 'Failed to fetch recipient.',
});

/** Recipient calls of SPEC.md §7 with the fallbacks of §8 (writes raise the global toast on failure). */
export const recipientsApi = {
  ...reads,

  create: async (recipient: RecipientWrite) =>
    (
      await request({
        method: 'POST',
        path: '/recipients',
        body: { recipient },
        schema: envelope(recipientReply),
        fallback: 'Failed to post recipient.',
      })
    ).data.recipient,

  /** Only the changed fields; id_in_provider_system never changes after creation (SPEC.md §5). */
  update: async (id: string, changes: Partial<RecipientWrite>) =>
    (
      await request({
        method: 'PATCH',
        path: path(id),
        body: { recipient: changes },
        schema: envelope(recipientReply),
        fallback: 'Failed to update recipient.',
      })
    ).data.recipient,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete recipient.',
    });
  },
};

/**
 * Recipient keys and queries. The destination form, the destination page, the magic link form and the
 * palette read the same `all` and `detail` entries, so one invalidation of `recipientKeys.root()` after
 * a write reaches them all.
 */
export const recipientKeys = entityKeys('recipients');

export const recipientQueries = pagedEntityQueries(recipientKeys, recipientsApi);
