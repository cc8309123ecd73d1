import { linkOptions } from '@tanstack/react-router';

/** The webhook pages (SPEC.md §2.9). */
const detail = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

export const webhookHrefs = {
  list: '/webhooks',
  create: '/webhooks/new',
  detail,
  edit: (id: string) => `${detail(id)}/edit`,
};

/** The same pages as typed links. */
export const webhookLinks = {
  list: linkOptions({ to: '/webhooks' }),
  create: linkOptions({ to: '/webhooks/new' }),
  detail: (webhookId: string) => linkOptions({ to: '/webhooks/$webhookId', params: { webhookId } }),
  edit: (webhookId: string) => linkOptions({ to: '/webhooks/$webhookId/edit', params: { webhookId } }),
};
