import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchAll } from '../paging.ts';
import { connectionTestReply } from '../schemas/destination.ts';
import { envelope } from '../schemas/envelope.ts';
import {
  type RecipientSourceCredential,
  type RecipientSourceCredentialWrite,
  recipientSourceCredentialListReply,
  recipientSourceCredentialReply,
} from '../schemas/recipient.ts';

/** Rows per request when reading a whole list (the server's maximum page size). */
const ALL_PAGE_SIZE = 100;

/**
 * Only what the credentials screen needs of a source: its id and name. A loose read, so this screen
 * keeps working whatever else a source carries (the full source shape belongs to the sources area).
 */
const sourceName = v.object({ id: v.string(), name: v.string() });
export type SourceName = v.InferOutput<typeof sourceName>;
const sourceNameListReply = v.object({ sources: v.array(sourceName) });

/**
 * Recipient source credentials (SPEC.md §7). The password travels only in the body of create and
 * test; it is never returned, so nothing the console caches can hold it.
 */
export const sourceCredentialsApi = {
  all: () =>
    fetchAll({
      path: '/recipient-source-credentials',
      data: recipientSourceCredentialListReply,
      pick: (d: { recipient_source_credentials: RecipientSourceCredential[] }) =>
        d.recipient_source_credentials,
      query: { page_size: ALL_PAGE_SIZE },
      fallback: 'Failed to fetch source credentials.',
    }),

  create: async (credential: RecipientSourceCredentialWrite) =>
    (
      await request({
        method: 'POST',
        path: '/recipient-source-credentials',
        body: { recipient_source_credential: credential },
        schema: envelope(recipientSourceCredentialReply),
        fallback: 'Failed to post source credential.',
      })
    ).data.recipient_source_credential,

  /** A connection test: suppressed, the form shows its outcome itself (SPEC.md §8). */
  test: async (credential: RecipientSourceCredentialWrite) =>
    (
      await request({
        method: 'POST',
        path: '/test-recipient-source-credential',
        body: { recipient_source_credential: credential },
        schema: envelope(connectionTestReply),
        fallback: 'Source credential connection test failed.',
        suppress: true,
      })
    ).data,

  /** Every source's id and name, to name the credentials' sources and fill the source select. */
  sourceNames: () =>
    fetchAll({
      path: '/sources',
      data: sourceNameListReply,
      pick: (d: { sources: SourceName[] }) => d.sources,
      query: { page_size: ALL_PAGE_SIZE },
      fallback: 'Failed to fetch sources.',
    }),
};
