import type { DestinationVendor } from '../../../src/api/schemas/vendor.ts';
import type { Rng } from '../../runner/vocabulary/prng.ts';
import { cloudWarehouseSettings } from './vendor-settings/cloud-warehouses.ts';
import { settingsContext } from './vendor-settings/context.ts';
import { databaseSettings } from './vendor-settings/databases.ts';
import { fileStoreSettings } from './vendor-settings/file-stores.ts';

/**
 * Plausible vendor settings for a seeded destination, shaped as the prepared destination of
 * CONTRACT.md §6: auth fields under the auth method, tunnel fields under `ssh_tunnel`, bucket fields
 * under `bucket_s3`/`bucket_gcs` where the contract inserts them, access keys under `aws_access_keys`.
 * Secrets come back separately, in the same shape, for the `secrets` column.
 */
export interface VendorSettings {
  settings: Record<string, unknown>;
  secrets: Record<string, unknown>;
  /** For error messages: where the data lands and the schema it lands in. */
  host: string;
  schema: string;
}

export function vendorSettings(rng: Rng, vendor: DestinationVendor, recipientSlug: string): VendorSettings {
  const ctx = settingsContext(rng, recipientSlug);
  const made =
    databaseSettings(vendor, ctx) ?? cloudWarehouseSettings(vendor, ctx) ?? fileStoreSettings(vendor, ctx);
  if (!made) throw new Error(`No seed settings for vendor ${vendor}`);
  const { settings, secrets, host } = made;
  return {
    settings: { [vendor]: settings },
    secrets: Object.keys(secrets).length ? { [vendor]: secrets } : {},
    host,
    schema: typeof settings.schema === 'string' ? settings.schema : ctx.schema,
  };
}
