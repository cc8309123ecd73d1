import { SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';

/**
 * Defence in depth for reads: secrets live in their own column and are never selected, but if one
 * ever slipped into a settings object, it still would not leave the server.
 */
const SECRET_NAMES = new Set<string>(SECRET_FIELDS);

export function scrubSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubSecrets);
  if (value === null || typeof value !== 'object') return value;
  // A plain loop: this runs for every destination of every list page (100 a page on the overview).
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_NAMES.has(key)) out[key] = scrubSecrets(inner);
  }
  return out;
}
