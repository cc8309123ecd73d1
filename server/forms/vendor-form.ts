import type { DestinationVendor } from '../../src/api/schemas/vendor.ts';
import type { FormContext } from './form-context.ts';
import type { Draft } from './nodes.ts';

/** A vendor's own fields (between the common top and bottom), built for one organisation. */
export type VendorFields = (ctx: FormContext) => Draft[];
export type VendorForms = Partial<Record<DestinationVendor, VendorFields>>;
