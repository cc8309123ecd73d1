import { linkOptions } from '@tanstack/react-router';

/** Where a recipient's pages live (SPEC.md §2.7). */
export const recipientHrefs = {
  list: '/recipients',
  credentials: '/recipients/source-credentials',
  create: '/recipients/new',
  detail: (id: string) => `/recipients/${encodeURIComponent(id)}`,
  edit: (id: string) => `/recipients/${encodeURIComponent(id)}/edit`,
} as const;

/** The same pages as typed links. */
export const recipientLinks = {
  list: linkOptions({ to: '/recipients' }),
  create: linkOptions({ to: '/recipients/new' }),
  detail: (recipientId: string) => linkOptions({ to: '/recipients/$recipientId', params: { recipientId } }),
  edit: (recipientId: string) =>
    linkOptions({ to: '/recipients/$recipientId/edit', params: { recipientId } }),
};
