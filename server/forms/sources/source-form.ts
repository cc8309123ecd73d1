import type { FormDefinition, FormSection } from '../../../src/api/schemas/form.ts';
import { SOURCE_VENDORS, type SourceVendor, type SourceVendorInfo } from '../../../src/api/schemas/source.ts';
import { VENDOR_DISPLAY_NAMES } from '../../../src/api/schemas/vendor.ts';
import { vendorLogoPath } from '../destination-form.ts';
import { attach, select, text, when } from '../nodes.ts';
import { sectionsUsedBy } from '../sections.ts';
import { fieldsOf } from '../vendor-list.ts';
import { SOURCE_FIELDS, type SourceFormContext } from './source-vendor-fields.ts';

/**
 * The source form (`GET /public/forms/source-vendors`), shaped like the destination form of
 * CONTRACT.md §6: the root is the `vendor` select (snowflake first, the default of a new source);
 * each vendor's branch holds the source name and the vendor's own fields. Built per organisation
 * and environment: the tunnel's key choice shows that organisation's current keys.
 */
export const SOURCE_SECTIONS: FormSection[] = [
  { id: 1, title: 'Source', subtitle: 'Where the exported data is read from.' },
  { id: 2, title: 'Connection', subtitle: 'Where the database or warehouse accepts connections.' },
  {
    id: 3,
    title: 'Authentication',
    subtitle: 'How we sign in. Secrets are write-only: they are never shown again.',
  },
  { id: 4, title: 'Storage', subtitle: 'The bucket tables are unloaded to before they are read.' },
  { id: 5, title: 'Network', subtitle: 'SSH tunnel and encryption in transit.' },
  { id: 6, title: 'Advanced options', subtitle: null },
];

const nameField = () =>
  text('name', 1, 'Source Name', {
    placeholder: 'Production Postgres',
    description: 'How this source is listed; models name it. Unique in the environment.',
  });

export function sourceForm(ctx: SourceFormContext, vendor?: SourceVendor): FormDefinition {
  const vendors = vendor ? [vendor] : SOURCE_VENDORS;
  const root = select(
    'vendor',
    1,
    'Vendor',
    SOURCE_VENDORS.map((v) => [v, VENDOR_DISPLAY_NAMES[v]]),
    { description: 'The system the data is read from. Cannot be changed later.' },
    vendors.map((v) => when(v, nameField(), ...SOURCE_FIELDS[v](ctx))),
  );
  root.enum = root.enum?.map((entry) => ({ ...entry, icon_url: vendorLogoPath(String(entry.key)) }));
  const form = attach(root, null);
  return { sections: sectionsUsedBy(form, SOURCE_SECTIONS), form };
}

/** `GET /public/source-vendors`: each vendor with the flat summary of its form branch. */
export function sourceVendorList(ctx: SourceFormContext): SourceVendorInfo[] {
  const { form } = sourceForm(ctx);
  return SOURCE_VENDORS.map((vendor) => {
    const fields = fieldsOf((form.children ?? []).filter((c) => c.parent === vendor));
    return {
      vendor_name: vendor,
      display_name: VENDOR_DISPLAY_NAMES[vendor],
      logo_url: vendorLogoPath(vendor),
      fields,
      uses_service_account: vendor === 'bigquery',
      supports_ssh_tunnel: fields.some((f) => f.name === 'use_ssh_tunnel'),
    };
  });
}
