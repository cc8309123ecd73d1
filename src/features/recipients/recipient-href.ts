/** Where a recipient's pages live (SPEC.md §2.7). */
export const recipientHrefs = {
  list: '/recipients',
  credentials: '/recipients/source-credentials',
  create: '/recipients/new',
  detail: (id: string) => `/recipients/${encodeURIComponent(id)}`,
  edit: (id: string) => `/recipients/${encodeURIComponent(id)}/edit`,
} as const;
