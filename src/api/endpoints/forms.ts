import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { formDefinition } from '../schemas/form.ts';

/** The server-driven destination form of CONTRACT.md §6. */
export const formsApi = {
  /** With a vendor, the reply holds the root and that vendor's branch only. */
  destination: async (params: { orgId?: string; vendor?: string } = {}) =>
    (
      await request({
        method: 'GET',
        path: '/public/forms/destination-vendors',
        query: { org_id: params.orgId, vendor: params.vendor },
        schema: envelope(formDefinition),
        fallback: 'Failed to fetch destination form.',
      })
    ).data,
};
