import { DESTINATION_VENDORS, type DestinationVendorInfo } from '../../src/api/schemas/vendor.ts';
import { findNode } from '../../src/api/wire/walk.ts';
import { destinationForm } from './destination-form.ts';
import type { FormContext } from './form-context.ts';
import { MAGIC_LINK_METASTORE_DEFAULT, planPresets } from './magic-link-presets.ts';
import { destinationVendorList } from './vendor-list.ts';

/**
 * `GET /public/vendors/magic-links`: the destination vendors, each with only the fields a magic link
 * can preset. `is_required` is true when a link for that vendor always needs the field (Delta Lake's
 * host, needed only with S3 compatible storage, and the Databricks bucket, needed only with the Hive
 * metastore, are listed as not required; SPEC.md §5 adds those cases). Options are in the magic
 * link's order, its default first (Unity Catalog for Databricks, SPEC.md §3).
 */
const LINK_FIELDS = ['host', 'bucket_vendor', 'bucket_name', 'metastore'];

const defaultFirst = (a: { key: unknown }, b: { key: unknown }) =>
  Number(b.key === MAGIC_LINK_METASTORE_DEFAULT) - Number(a.key === MAGIC_LINK_METASTORE_DEFAULT);

export function magicLinkVendorList(ctx: FormContext): DestinationVendorInfo[] {
  const infos = destinationVendorList(ctx);
  return DESTINATION_VENDORS.map((vendor, i) => {
    const definition = destinationForm(ctx, vendor);
    const { required } = planPresets(definition, vendor, {});
    const fields = LINK_FIELDS.flatMap((name) => {
      const node = findNode(definition.form, name);
      if (!node) return [];
      const options = (node.enum ?? []).map(({ key, display }) => ({ key, display }));
      if (name === 'metastore') options.sort(defaultFirst);
      return [
        {
          name,
          label: node.attributes.label,
          type: node.type,
          form_element: node.attributes.form_element,
          ...(options.length ? { enum: options } : {}),
          is_required: required.has(name),
        },
      ];
    });
    return { ...(infos[i] as DestinationVendorInfo), fields };
  });
}
