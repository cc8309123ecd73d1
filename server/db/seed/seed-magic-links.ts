import { DESTINATION_VENDORS, VENDOR_DISPLAY_NAMES } from '../../../src/api/schemas/vendor.ts';
import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, HOUR_MS, iso } from '../../runner/vocabulary/time.ts';
import { sha256 } from '../../secrets/hashing.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';
import { installToken } from './install-secrets.ts';
import type { SeedPlan } from './plan.ts';
import type { SeededRecipient } from './seed-recipients.ts';

/** Onboarding links: some used, some past their 7 days, the rest active. */
export const MAGIC_LINK_BASE_URL = 'https://connect.acme-analytics.example/onboard/';
const BUCKET_VENDORS = new Set(['s3', 's3_compatible', 'gcs', 'abs', 'delta_lake']);

export function seedMagicLinks(db: Db, plan: SeedPlan, recipients: SeededRecipient[], referenceMs: number) {
  const rng = createRng(`${plan.key}:magic-links`);
  const add = inserter(db, 'magic_links');
  const { total, used, olderThanAWeek } = plan.magicLinks;
  const usedIndexes = new Set(rng.sample([...Array(total).keys()], used));
  for (let i = 0; i < total; i++) {
    const recipient = rng.pick(recipients);
    const vendor = rng.pick(DESTINATION_VENDORS);
    const bucket = BUCKET_VENDORS.has(vendor);
    const ageMs = i < olderThanAWeek ? rng.int(8, 40) * DAY_MS : rng.int(2, 160) * HOUR_MS;
    const createdMs = referenceMs - ageMs - rng.int(0, HOUR_MS);
    const hasBeenUsed = usedIndexes.has(i);
    // Drawn in the same order as before the token was hashed, so seeded ids stay the same. The token
    // is random per install (install-secrets.ts); `link` is sealed by the inserter.
    const id = rng.uuid();
    const token = installToken(rng);
    add({
      id,
      environment: plan.environment,
      name: `${recipient.name} ${VENDOR_DISPLAY_NAMES[vendor]} setup`,
      recipient_id: recipient.id,
      vendor,
      host: bucket ? null : `db.${recipient.slug}.example`,
      bucket_name: bucket ? `${recipient.slug}-acme-export` : null,
      bucket_vendor: vendor === 'delta_lake' ? 'bucket_s3' : null,
      bucket_access_id: null,
      metastore: vendor === 'databricks' ? 'unity_catalog' : null,
      set_destination_enabled: true,
      redirect_url: null,
      link: `${MAGIC_LINK_BASE_URL}${token}`,
      token_hash: sha256(token),
      has_been_used: hasBeenUsed,
      created_at: iso(createdMs),
      updated_at: iso(hasBeenUsed ? createdMs + rng.int(1, 48) * HOUR_MS : createdMs),
    });
  }
}
