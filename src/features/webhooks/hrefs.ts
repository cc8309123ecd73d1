/** The webhook pages (SPEC.md §2.9). */
const detail = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

export const webhookHrefs = {
  list: '/webhooks',
  create: '/webhooks/new',
  detail,
  edit: (id: string) => `${detail(id)}/edit`,
};
