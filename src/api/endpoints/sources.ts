import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchAll } from '../paging.ts';
import { connectionTestReply } from '../schemas/destination.ts';
import { envelope } from '../schemas/envelope.ts';
import { formDefinition } from '../schemas/form.ts';
import {
  type Source,
  type SourceWrite,
  sourceListReply,
  sourceReply,
  sourceVendorListReply,
} from '../schemas/source.ts';
import { sshPublicKey } from '../schemas/ssh-key.ts';

/** The server's largest page: the card grid shows every source, so fewer round trips is better. */
const ALL_PAGE_SIZE = 100;
const path = (id: string) => `/sources/${encodeURIComponent(id)}`;
const TEST_FALLBACK = 'Source connection test failed.';

/** Source calls of SPEC.md §7 with the fallbacks of §8. Sources are sent prepared (CONTRACT.md §6). */
export const sourcesApi = {
  list: () =>
    fetchAll({
      path: '/sources',
      data: sourceListReply,
      pick: (d: { sources: Source[] }) => d.sources,
      query: { page_size: ALL_PAGE_SIZE },
      fallback: 'Failed to fetch sources.',
    }),

  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: path(id),
        schema: envelope(sourceReply),
        fallback: 'Failed to fetch source.',
      })
    ).data.source,

  create: async (source: SourceWrite) =>
    (
      await request({
        method: 'POST',
        path: '/sources',
        body: { source },
        schema: envelope(sourceReply),
        fallback: 'Source creation failed.',
      })
    ).data.source,

  /** Sends only the changed fields, nested and sparse; the server deep-merges them. */
  update: async (id: string, changes: SourceWrite) =>
    (
      await request({
        method: 'PATCH',
        path: path(id),
        body: { source: changes },
        schema: envelope(sourceReply),
        fallback: 'Failed to update source.',
      })
    ).data.source,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete source.',
    });
  },

  /** Connection tests are suppressed: the form shows their outcome itself. */
  test: async (source: SourceWrite) =>
    (
      await request({
        method: 'POST',
        path: '/test-source',
        body: { source },
        schema: envelope(connectionTestReply),
        fallback: TEST_FALLBACK,
        suppress: true,
      })
    ).data,

  /** Tests a saved source, with its unsaved changes when there are any (sparse, like update). */
  testExisting: async (id: string, changes?: SourceWrite) =>
    (
      await request({
        method: 'POST',
        path: `${path(id)}/test-connection`,
        body: changes ? { source: changes } : {},
        schema: envelope(connectionTestReply),
        fallback: TEST_FALLBACK,
        suppress: true,
      })
    ).data,

  /** The source form tree for the organisation (its keys are in it); with a vendor, that branch only. */
  form: async (params: { orgId: string; vendor?: string }) =>
    (
      await request({
        method: 'GET',
        path: '/public/forms/source-vendors',
        query: { org_id: params.orgId, vendor: params.vendor },
        schema: envelope(formDefinition),
        fallback: 'Failed to fetch source form.',
      })
    ).data,

  vendors: async () =>
    (
      await request({
        method: 'GET',
        path: '/public/source-vendors',
        schema: envelope(sourceVendorListReply),
        fallback: 'Failed to fetch source vendors.',
        public: true,
      })
    ).data.vendors,

  /**
   * The organisation's primary public key, made on first use (the private key never leaves the
   * server). The same key comes back until it is rotated, so asking twice is safe.
   */
  generateKey: async (orgId: string) =>
    (
      await request({
        method: 'POST',
        path: '/public/actions/generate-ssh-key',
        query: { org_id: orgId },
        schema: envelope(sshPublicKey),
        fallback: 'Failed to generate public SSH key.',
      })
    ).data,
};
