import type { Rng } from '../../runner/vocabulary/prng.ts';

/**
 * Recipient (customer company) names. Prod combines a first word and an industry word, one first word
 * per company, so even the large seed gets distinct, plausible names. Staging has its own short list,
 * so nobody mistakes it for prod.
 */
const FIRST_WORDS = [
  'Northwind',
  'Blue Harbor',
  'Cobalt',
  'Evergreen',
  'Summit',
  'Lumen',
  'Redwood',
  'Brightpath',
  'Atlas',
  'Meridian',
  'Copperleaf',
  'Silverline',
  'Harborview',
  'Pinecrest',
  'Quantum',
  'Sagebrush',
  'Tidewater',
  'Granite',
  'Orchid',
  'Falcon',
  'Keystone',
  'Riverbend',
  'Vertex',
  'Willowbrook',
  'Zenith',
  'Ironclad',
  'Bluebird',
  'Crescent',
  'Driftwood',
  'Everstone',
  'Foxglove',
  'Goldcrest',
  'Highland',
  'Juniper',
  'Kestrel',
  'Lakeshore',
  'Maplewood',
  'Nimbus',
  'Oakridge',
  'Pacifica',
];
const INDUSTRY_WORDS = [
  'Traders',
  'Logistics',
  'Health',
  'Grocers',
  'Outdoor Co.',
  'Energy',
  'Capital',
  'Learning',
  'Freight',
  'Insurance',
  'Retail',
  'Telecom',
  'Hospitality',
  'Realty',
  'Payments',
  'Analytics',
  'Marine',
  'Construction',
  'Beauty',
  'Aerospace',
  'Pharmacy',
  'Media',
  'Mobility',
  'Apparel',
  'Fitness',
];

export const STAGING_RECIPIENTS = [
  'Sandbox Airlines',
  'Test Kitchen Foods',
  'Demo Dental Group',
  'Pilot Coffee Roasters',
  'Preview Books',
  'Trial Motors',
];

export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Set apart sister companies once every first word and industry pair is taken (the huge seed). */
const QUALIFIERS = ['Group', 'Holdings', 'Labs', 'Partners'];

/** `count` distinct company names (at most 5,000). */
export function prodRecipientNames(rng: Rng, count: number): string[] {
  const combos = FIRST_WORDS.flatMap((first) => INDUSTRY_WORDS.map((industry) => `${first} ${industry}`));
  if (count > combos.length) {
    const qualified = QUALIFIERS.flatMap((q) => combos.map((combo) => `${combo} ${q}`));
    if (count > combos.length + qualified.length) {
      throw new Error(`At most ${combos.length + qualified.length} recipient names`);
    }
    return rng.sample([...combos, ...qualified], count);
  }
  if (count <= FIRST_WORDS.length) {
    // Small seeds: one company per first word reads better than "Atlas Freight" next to "Atlas Media".
    const industries = rng.shuffle(INDUSTRY_WORDS);
    return rng
      .shuffle(FIRST_WORDS)
      .slice(0, count)
      .map((first, i) => `${first} ${industries[i % 25]}`);
  }
  return rng.sample(combos, count);
}

/** What a team calls a second or third destination of the same vendor. */
export const DESTINATION_PURPOSES = [
  'Analytics',
  'Finance',
  'EU',
  'US',
  'Reporting',
  'Archive',
  'Data Science',
  'Ops',
];
