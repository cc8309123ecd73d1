/**
 * The vendors a new source can read are the server's list (`GET /public/source-vendors`), in its order
 * and with its names; the form tree supplies each vendor's fields. A listed vendor the tree has no
 * branch for is left out (there would be nothing to fill in), and one the tree marks disabled stays so.
 */
import type { FormEnumEntry, FormNode } from '../../../api/schemas/form.ts';
import type { SourceVendorInfo } from '../../../api/schemas/source.ts';

type ListedVendor = Pick<SourceVendorInfo, 'vendor_name' | 'display_name'>;

export function withListedVendors(root: FormNode, vendors: readonly ListedVendor[]): FormNode {
  const inTree = new Map((root.enum ?? []).map((entry) => [String(entry.key), entry]));
  const listed: FormEnumEntry[] = [];
  for (const vendor of vendors) {
    const entry = inTree.get(vendor.vendor_name);
    if (entry) listed.push({ ...entry, display: vendor.display_name || entry.display });
  }
  return { ...root, enum: listed };
}
