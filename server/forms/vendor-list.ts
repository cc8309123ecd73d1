import type { FormNode } from '../../src/api/schemas/form.ts';
import {
  DESTINATION_VENDORS,
  type DestinationVendor,
  type DestinationVendorInfo,
  VENDOR_DISPLAY_NAMES,
} from '../../src/api/schemas/vendor.ts';
import { isTopLevelKey } from '../../src/api/wire/field-paths.ts';
import { destinationForm, vendorDocsPath, vendorLogoPath } from './destination-form.ts';
import type { FormContext } from './form-context.ts';

/**
 * `GET /public/destination-vendors`: each vendor with a flat summary of its own form fields (every
 * branch, depth first, internal ones left out) and what it needs from the customer.
 */
const USES_SERVICE_ACCOUNT = new Set<DestinationVendor>(['bigquery', 'gcs']);
const USES_STAGING_BUCKET = new Set<DestinationVendor>([
  'redshift',
  'redshift_serverless',
  'athena',
  'bigquery',
  'clickhouse',
  'databricks',
]);

export function fieldsOf(nodes: FormNode[]): DestinationVendorInfo['fields'] {
  const seen = new Set<string>();
  const out: DestinationVendorInfo['fields'] = [];
  const visit = (node: FormNode) => {
    if (node.attributes.internal) return;
    if (!isTopLevelKey(node.name) && !seen.has(node.name)) {
      seen.add(node.name);
      out.push({
        name: node.name,
        label: node.attributes.label,
        type: node.type,
        form_element: node.attributes.form_element,
        ...(node.enum?.length ? { enum: node.enum.map(({ key, display }) => ({ key, display })) } : {}),
        is_required: node.required,
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of nodes) visit(node);
  return out;
}

export function destinationVendorList(ctx: FormContext): DestinationVendorInfo[] {
  const { form } = destinationForm(ctx);
  return DESTINATION_VENDORS.map((vendor) => {
    const branch = (form.children ?? []).filter((c) => c.parent === vendor);
    const fields = fieldsOf(branch);
    return {
      vendor_name: vendor,
      display_name: VENDOR_DISPLAY_NAMES[vendor],
      logo_url: vendorLogoPath(vendor),
      fields,
      docs: vendorDocsPath(vendor),
      uses_service_account: USES_SERVICE_ACCOUNT.has(vendor),
      uses_staging_bucket: USES_STAGING_BUCKET.has(vendor),
      supports_ssh_tunnel: fields.some((f) => f.name === 'use_ssh_tunnel'),
    };
  });
}
