import type { DestinationVendorInfo } from '../api/schemas/vendor.ts';

/** PostgreSQL as the vendor lists (destinations' and magic links') return it, with one field, for tests. */
export const postgresVendor: DestinationVendorInfo = {
  vendor_name: 'postgres',
  display_name: 'PostgreSQL',
  logo_url: '/api/public/vendor-logos/postgres.svg',
  fields: [{ name: 'host', label: 'Host', type: 'string', form_element: 'input', is_required: true }],
  docs: '/api/docs?vendor=postgres',
  uses_service_account: false,
  uses_staging_bucket: false,
  supports_ssh_tunnel: true,
};
