/**
 * The console's pages that need no seeded id, after the overview and the destinations (which each sweep
 * visits in its own way): the whole-console sweeps of tests/phone.spec.ts and tests/security.spec.ts
 * both go through these, so a new area added here is visited by both.
 */
export const AREA_PAGES = [
  '/sources',
  '/models',
  '/models/products',
  '/recipients',
  '/magic-links/active',
  '/webhooks',
  '/settings',
] as const;
