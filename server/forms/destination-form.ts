import type { FormDefinition } from '../../src/api/schemas/form.ts';
import {
  DESTINATION_VENDORS,
  type DestinationVendor,
  VENDOR_DISPLAY_NAMES,
} from '../../src/api/schemas/vendor.ts';
import type { FormContext } from './form-context.ts';
import { attach, type Draft, select, when } from './nodes.ts';
import { FORM_SECTIONS, sectionsUsedBy } from './sections.ts';
import { bottomFields, topFields } from './shared-fields.ts';
import type { VendorFields } from './vendor-form.ts';
import { databaseForms } from './vendors/databases.ts';
import { lakehouseForms } from './vendors/lakehouses.ts';
import { storageForms } from './vendors/storage.ts';
import { warehouseForms } from './vendors/warehouses.ts';

/**
 * The destination form of CONTRACT.md §6: the root is the `vendor` select; each vendor's branch holds
 * the common top fields (name, recipient), the vendor's own fields and the common bottom (models,
 * frequency, enabled). Logos and guides are API paths (`/api/...`), resolved by the console.
 */
const VENDOR_FORMS = {
  ...databaseForms,
  ...warehouseForms,
  ...lakehouseForms,
  ...storageForms,
} as Record<DestinationVendor, VendorFields>;

export const vendorLogoPath = (vendor: string) => `/api/public/vendor-logos/${vendor}.svg`;
export const vendorDocsPath = (vendor: string) => `/api/docs?vendor=${vendor}`;

/** The drafts of one vendor's branch, in display order. */
export function vendorBranch(vendor: DestinationVendor, ctx: FormContext): Draft[] {
  const own = VENDOR_FORMS[vendor];
  if (!own) throw new Error(`No form for vendor ${vendor}`);
  return [...topFields(), ...own(ctx), ...bottomFields(ctx)];
}

/** The whole tree, or the root with only `vendor`'s branch. */
export function destinationForm(ctx: FormContext, vendor?: DestinationVendor): FormDefinition {
  const vendors = vendor ? [vendor] : DESTINATION_VENDORS;
  const root = select(
    'vendor',
    1,
    'Vendor',
    DESTINATION_VENDORS.map((v) => [v, VENDOR_DISPLAY_NAMES[v]]),
    { description: 'Where the data is sent. Cannot be changed later.' },
    vendors.map((v) => when(v, ...vendorBranch(v, ctx))),
  );
  root.enum = root.enum?.map((entry) => ({
    ...entry,
    icon_url: vendorLogoPath(String(entry.key)),
    docs: vendorDocsPath(String(entry.key)),
  }));
  const form = attach(root, null);
  return { sections: sectionsUsedBy(form, FORM_SECTIONS), form };
}
