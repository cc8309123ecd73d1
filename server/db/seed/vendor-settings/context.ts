import type { Rng } from '../../../runner/vocabulary/prng.ts';
import { installHex } from '../install-secrets.ts';

/**
 * The per-destination values every vendor's settings draw from: names derived from the recipient, a
 * region, an account, the export schema. Made once per destination, in a fixed order of draws.
 */
type Obj = Record<string, unknown>;

export interface Made {
  settings: Obj;
  secrets: Obj;
  /** Where the data lands, for error messages. */
  host: string;
}

const AWS_REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2'];
const GCP_REGIONS = ['us-central1', 'us-east4', 'europe-west1', 'asia-southeast1'];

export function settingsContext(rng: Rng, recipientSlug: string) {
  const account = `${rng.int(100000000000, 999999999999)}`;
  const awsRegion = rng.pick(AWS_REGIONS);
  return {
    rng,
    slug: recipientSlug,
    /** e.g. northwind_traders: database names. */
    under: recipientSlug.replaceAll('-', '_'),
    /** e.g. northwind: host names. */
    short: recipientSlug.split('-')[0] ?? recipientSlug,
    awsRegion,
    gcpRegion: rng.pick(GCP_REGIONS),
    account,
    password: `pw-${installHex(rng, 20)}`,
    schema: rng.pick(['acme_export', 'acme_analytics', 'vendor_acme', 'prequel']),
    roleArn: `arn:aws:iam::${account}:role/acme-analytics-export`,
    bucket: `${recipientSlug}-acme-export`,
  };
}

export type SettingsContext = ReturnType<typeof settingsContext>;
