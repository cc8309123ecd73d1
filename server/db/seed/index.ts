import type { Environment } from '../../../src/api/schemas/envelope.ts';
import type { Db } from '../connection.ts';
import { refreshTransferSummary } from '../transfer-summary.ts';
import { withoutIndexes, withPageCache } from './bulk-load.ts';
import { seedOrganization } from './organization.ts';
import { plansFor, type SeedScale } from './plan.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedDestinations } from './seed-destinations.ts';
import { seedIntegrityJobs } from './seed-integrity.ts';
import { seedMagicLinks } from './seed-magic-links.ts';
import { seedRecipients } from './seed-recipients.ts';
import { seedTransfers } from './seed-transfers.ts';
import { seedWebhooks } from './seed-webhooks.ts';

export type { SeedScale } from './plan.ts';

export interface SeedSummary {
  environment: Environment;
  destinations: number;
  transfers: number;
}

/** Where the seeded webhooks deliver: this server's built-in receiver, on the origin it answers at. */
export const DEFAULT_RECEIVER_ORIGIN = 'http://127.0.0.1:4173';

/**
 * Holds the transfers' primary-key index while rows go in at random ids, and the sorts that rebuild the
 * other indexes; with the connection's 16 MB they spill to disk. Given back after seeding.
 */
const SEED_PAGE_CACHE_MIB = 64;

/**
 * Fills an empty, migrated database with the demo organisation in one transaction. Names and ids
 * depend only on the scale; timestamps are offsets back from `referenceMs`.
 */
export function seedDatabase(
  db: Db,
  options: { scale: SeedScale; referenceMs: number; receiverOrigin?: string },
): SeedSummary[] {
  const { scale, referenceMs, receiverOrigin = DEFAULT_RECEIVER_ORIGIN } = options;
  const existing = db.prepare('SELECT count(*) FROM organizations').pluck().get();
  if (existing !== 0) throw new Error('The database is already seeded; seed only an empty database.');
  return withPageCache(db, SEED_PAGE_CACHE_MIB, () =>
    db.transaction(() => {
      seedOrganization(db, referenceMs);
      const seeded = withoutIndexes(db, 'transfers', () =>
        plansFor(scale).map((plan) => {
          const catalog = seedCatalog(db, plan, referenceMs);
          const recipients = seedRecipients(db, plan, catalog, referenceMs);
          const weights = new Map(catalog.models.map((m) => [m.name, m.weight]));
          const destinations = seedDestinations(db, plan, recipients, weights, referenceMs);
          const transfers = seedTransfers(db, plan, destinations, referenceMs);
          seedIntegrityJobs(db, plan, destinations, referenceMs);
          seedMagicLinks(db, plan, recipients, referenceMs);
          seedWebhooks(db, plan, referenceMs, receiverOrigin);
          return { environment: plan.environment, destinations, transfers };
        }),
      );
      // The summary reads each destination's transfers through the indexes just rebuilt.
      for (const { destinations } of seeded) for (const d of destinations) refreshTransferSummary(db, d.id);
      return seeded.map(({ environment, destinations, transfers }) => ({
        environment,
        destinations: destinations.length,
        transfers,
      }));
    })(),
  );
}

/** True when the database holds no organisation yet (a fresh DATA_DIR). */
export const isEmpty = (db: Db) => db.prepare('SELECT count(*) FROM organizations').pluck().get() === 0;
