import * as v from 'valibot';
import { type DestinationVendor, destinationVendorInfo } from './vendor.ts';

/**
 * A source as read: flat at the top, vendor settings in one nested object keyed by the vendor name
 * (as destinations). Secrets are never returned, so the object is loose.
 */
export const source = v.looseObject({
  id: v.string(),
  name: v.string(),
  vendor: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Source = v.InferOutput<typeof source>;
export const sourceListReply = v.object({ sources: v.array(source) });
export const sourceReply = v.object({ source });

/**
 * The vendors a source can be read from (`GET /public/source-vendors`), in the order of the form's
 * vendor select; the first is the default of a new source (SPEC.md §9). Each is also a destination
 * vendor, so display names and logos are shared.
 */
export const SOURCE_VENDORS = [
  'snowflake',
  'postgres',
  'aurora_postgres',
  'mysql',
  'aurora_mysql',
  'sql_server',
  'redshift',
  'bigquery',
  'databricks',
  'clickhouse',
] as const satisfies readonly DestinationVendor[];
export const sourceVendor = v.picklist(SOURCE_VENDORS, 'vendor must be a supported source vendor');
export type SourceVendor = v.InferOutput<typeof sourceVendor>;

/**
 * Which of the organisation's SSH keys a source's tunnel presents (`existing_ssh_key`): the primary
 * key, or the secondary one kept during a rotation.
 */
export const SSH_KEY_SLOTS = ['primary', 'secondary'] as const;
export type SshKeySlot = (typeof SSH_KEY_SLOTS)[number];

/** A source vendor as listed: the destination vendor summary without the destination-only needs. */
export const sourceVendorInfo = v.omit(destinationVendorInfo, ['docs', 'uses_staging_bucket']);
export type SourceVendorInfo = v.InferOutput<typeof sourceVendorInfo>;
export const sourceVendorListReply = v.object({ vendors: v.array(sourceVendorInfo) });

/**
 * A source as sent: `vendor` and `name` at the top, the vendor settings nested under the vendor key
 * (the source form's paths, as for destinations). An update or a test of a saved source sends a
 * sparse subset; the server validates the whole against the vendor's source form.
 */
export const sourceWrite = v.record(v.string(), v.unknown());
export type SourceWrite = v.InferOutput<typeof sourceWrite>;
export const sourceWriteBody = v.object({ source: sourceWrite });
/** `POST /sources/{id}/test-connection`: unsaved changes are optional (sparse, like an update). */
export const sourceTestBody = v.object({ source: v.optional(sourceWrite) });
