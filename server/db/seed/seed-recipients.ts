import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { prodRecipientNames, STAGING_RECIPIENTS, slug } from './catalog-names.ts';
import { inserter } from './insert.ts';
import { installHex } from './install-secrets.ts';
import type { SeedPlan } from './plan.ts';
import type { Catalog } from './seed-catalog.ts';

export interface SeededRecipient {
  id: string;
  name: string;
  slug: string;
  createdMs: number;
  products: Catalog['products'];
  /** Rows a day per unit of model weight: small shops to big platforms. */
  dailyVolume: number;
}

export function seedRecipients(
  db: Db,
  plan: SeedPlan,
  catalog: Catalog,
  referenceMs: number,
): SeededRecipient[] {
  const rng = createRng(`${plan.key}:recipients`);
  const names =
    plan.environment === 'staging'
      ? STAGING_RECIPIENTS.slice(0, plan.recipients)
      : prodRecipientNames(createRng(`${plan.key}:recipient-names`), plan.recipients);
  const addRecipient = inserter(db, 'recipients');
  const link = inserter(db, 'recipient_products');
  const regular = catalog.products.filter((p) => !p.system);
  const system = catalog.products.filter((p) => p.system);

  const recipients = names.map((name) => {
    const id = rng.uuid();
    const createdMs = referenceMs - rng.int(45, 500) * DAY_MS - rng.int(0, DAY_MS);
    const products = rng.chance(0.15) ? system : rng.sample(regular, rng.int(1, Math.min(3, regular.length)));
    const idInProviderSystem = plan.environment === 'staging' ? `stg-${slug(name)}` : slug(name);
    addRecipient({
      id,
      environment: plan.environment,
      name,
      id_in_provider_system: idInProviderSystem,
      created_at: iso(createdMs),
      updated_at: iso(createdMs + rng.int(0, 30) * DAY_MS),
    });
    for (const p of products) link({ recipient_id: id, product_id: p.id });
    const dailyVolume = Math.round(10 ** rng.between(2.3, 4.7));
    return { id, name, slug: slug(name), createdMs, products, dailyVolume };
  });

  const addCredential = inserter(db, 'recipient_source_credentials');
  const pairs = rng.sample(
    recipients.flatMap((r) => catalog.sources.map((s) => [r, s] as const)),
    plan.credentials,
  );
  for (const [recipient, source] of pairs) {
    const created = iso(recipient.createdMs + rng.int(1, 20) * DAY_MS);
    const username = `${recipient.slug.replaceAll('-', '_')}_reader`;
    addCredential({
      id: rng.uuid(),
      environment: plan.environment,
      recipient_id: recipient.id,
      source_id: source.id,
      username: source.name.includes('Snowflake') ? username.toUpperCase() : username,
      secrets: { password: `pw-${installHex(rng, 20)}` },
      created_at: created,
      updated_at: created,
    });
  }
  return recipients;
}
