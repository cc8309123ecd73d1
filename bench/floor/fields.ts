/**
 * A destination as a key/value list for its General tab: every field, a nested object (the vendor's
 * settings, the last completed transfer) one row per member. The API never returns secrets.
 */
import { MISSING } from './alerts.ts';
import type { Destination } from './offline-copy.ts';

const text = (value: unknown): string => {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(text).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function destinationFields(destination: Destination): [label: string, value: string][] {
  return Object.entries(destination).flatMap(([key, value]): [string, string][] =>
    isRecord(value)
      ? Object.entries(value).map(([member, inner]) => [`${key}.${member}`, text(inner)])
      : [[key, text(value)]],
  );
}
