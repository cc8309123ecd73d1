import { SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';
import { isPlainObject } from '../store/deep-merge.ts';

/**
 * Applies a sparse update (CONTRACT.md §6) to a stored prepared destination: objects merge key by key,
 * anything else replaces, `null` clears a setting. A blank or absent secret keeps the stored one, so a
 * form can leave password fields empty (SPEC.md §5).
 */
const SECRET_NAMES = new Set<string>(SECRET_FIELDS);

export function mergeChange(
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(change)) {
    if (SECRET_NAMES.has(key) && (value === undefined || value === null || value === '')) continue;
    const existing = merged[key];
    if (isPlainObject(value) && isPlainObject(existing)) merged[key] = mergeChange(existing, value);
    else if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * What an update may not change (SPEC.md §6): the vendor, the recipient and the host (any `host`
 * inside the vendor settings, compared at its own path). Returns one problem per field.
 */
export function immutableProblems(
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const field of ['vendor', 'recipient_id']) {
    if (change[field] !== undefined && change[field] !== stored[field]) {
      problems.push(`${field} cannot be changed (it is ${JSON.stringify(stored[field])})`);
    }
  }
  const vendor = String(stored.vendor);
  const walk = (changed: unknown, was: unknown, path: string[]) => {
    if (!isPlainObject(changed)) return;
    for (const [key, value] of Object.entries(changed)) {
      const before = isPlainObject(was) ? was[key] : undefined;
      if (key === 'host' && before !== undefined && value !== undefined && value !== before) {
        problems.push(`${[...path, key].join('.')} cannot be changed (it is ${JSON.stringify(before)})`);
      }
      walk(value, before, [...path, key]);
    }
  };
  walk(change[vendor], stored[vendor], [vendor]);
  return problems;
}
