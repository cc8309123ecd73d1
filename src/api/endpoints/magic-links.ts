import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchPage, type PageParams } from '../paging.ts';
import { envelope } from '../schemas/envelope.ts';
import {
  type MagicLink,
  type MagicLinkWrite,
  magicLinkListReply,
  magicLinkReply,
  magicLinkVendorListReply,
} from '../schemas/magic-link.ts';

const path = (id: string) => `/magic-links/${encodeURIComponent(id)}`;

/** Magic link calls of SPEC.md §7 with the fallbacks of §8 (staff side; the recipient's side is onboarding.ts). */
export const magicLinksApi = {
  page: (params: PageParams = {}) =>
    fetchPage({
      path: '/magic-links',
      query: { ...params },
      data: magicLinkListReply,
      pick: (d: { magic_links: MagicLink[] }) => d.magic_links,
      fallback: 'Failed to fetch magic links.',
    }),

  /** One link; a read, so a failure is the screen's to show, never the global toast (SPEC.md §8). */
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: path(id),
        schema: envelope(magicLinkReply),
        fallback: 'Failed to fetch magic link.',
      })
    ).data.magic_link,

  /** Fields the chosen vendor does not use are left out by the caller; blanks count as not given. */
  create: async (magicLink: MagicLinkWrite) =>
    (
      await request({
        method: 'POST',
        path: '/magic-links',
        body: { magic_link: magicLink },
        schema: envelope(magicLinkReply),
        fallback: 'Failed to post magic link.',
      })
    ).data.magic_link,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete magic link.',
    });
  },

  /** The vendors a link can be made for, each with only the fields a link presets. */
  vendors: async () =>
    (
      await request({
        method: 'GET',
        path: '/public/vendors/magic-links',
        schema: envelope(magicLinkVendorListReply),
        fallback: 'Failed to fetch magic link vendors.',
        public: true,
      })
    ).data.vendors,
};
