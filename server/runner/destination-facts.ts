import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { findDestinationFactsRow } from '../store/destination-facts.ts';

/**
 * What the engine needs to know about a destination: whether it may run, which models it may
 * receive, and the settings that decide a run's outcome (README "Transfer engine"). Secrets are not read.
 */
export interface DestinationFacts {
  id: string;
  environment: Environment;
  name: string;
  vendor: string;
  isEnabled: boolean;
  frequencyMinutes: number;
  /** Every string value of the vendor settings, for the `.invalid` rule and error messages. */
  settingValues: string[];
  host: string;
  schema: string;
  /** Models of its products, limited to its enabled models unless those are ["*"] or []; sorted. */
  availableModels: string[];
}

/** The destination with this id, in this environment (any environment when null). */
export function readDestinationFacts(
  db: Db,
  environment: Environment | null,
  id: string,
): DestinationFacts | null {
  const row = findDestinationFactsRow(db, id);
  if (!row || (environment !== null && row.environment !== environment)) return null;
  const enabled = JSON.parse(row.enabled_models) as string[];
  const fromProducts = (JSON.parse(row.product_models) as string[]).sort();
  const vendorSettings = (JSON.parse(row.settings) as Record<string, unknown>)[row.vendor];
  const settings = (vendorSettings ?? {}) as Record<string, unknown>;
  const values = stringLeaves(settings);
  return {
    id: row.id,
    environment: row.environment,
    name: row.name,
    vendor: row.vendor,
    isEnabled: row.is_enabled === 1,
    frequencyMinutes: row.frequency_minutes,
    settingValues: values,
    host: hostOf(settings) ?? row.vendor,
    schema: firstString(settings, ['schema', 'database', 'folder']) ?? 'export',
    // [] restricts nothing, like ["*"] (SPEC.md §5 "or all if none restrict"; the public API reads it so).
    availableModels: receivesAll(enabled)
      ? fromProducts
      : fromProducts.filter((model) => enabled.includes(model)),
  };
}

/** `["*"]` and `[]` both mean every model of the destination's products. */
const receivesAll = (enabledModels: readonly string[]) =>
  enabledModels.length === 0 || enabledModels.includes('*');

/** Where the data goes, as a loader would name it in an error. */
function hostOf(settings: Record<string, unknown>): string | undefined {
  const account = firstString(settings, ['storage_account_name']);
  if (account) return `${account}.blob.core.windows.net`;
  return firstString(settings, ['host', 'bucket_name', 'project_id']);
}

function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}

function firstString(settings: Record<string, unknown>, keys: string[]): string | undefined {
  const leaves = (value: unknown): [string, unknown][] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [[k, v] as [string, unknown], ...leaves(v)])
      : [];
  const all = leaves(settings);
  for (const key of keys) {
    const found = all.find(([k, v]) => k === key && typeof v === 'string' && v !== '');
    if (found) return found[1] as string;
  }
  return undefined;
}
