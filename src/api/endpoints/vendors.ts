import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { destinationVendorListReply } from '../schemas/vendor.ts';

/** The destination vendors the API supports, with their fields and capabilities (SPEC.md §3, §7). */
export const vendorsApi = {
  list: async () =>
    (
      await request({
        method: 'GET',
        path: '/public/destination-vendors',
        schema: envelope(destinationVendorListReply),
        fallback: 'Failed to fetch destination vendors.',
        public: true,
      })
    ).data.vendors,
};
