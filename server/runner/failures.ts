import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import type { DestinationFacts } from './destination-facts.ts';
import { modelError, pickFailure } from './vocabulary/catalog-errors.ts';
import { createRng } from './vocabulary/prng.ts';

/**
 * The errors a run can report, in the loader's words, with a multi-line trace. The vendor failures
 * are the same catalogue the seed draws from; "transient" ones (timeouts, dropped connections) are
 * the engine's own and are never repeated by the sticky-failure rule.
 */
export type ModelErrorDetail = NonNullable<ModelMetric['error']>;

const TRANSIENT: string[] = [
  'canceling statement due to statement timeout',
  'read tcp 10.40.3.17:53122->{host}:443: read: connection reset by peer',
  'context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
];
const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const TRANSIENT_PATTERNS = TRANSIENT.map(
  (template) => new RegExp(`^${escapeRegExp(template).replace(escapeRegExp('{host}'), '.*')}$`),
);

const context = (d: DestinationFacts, model: string) => ({ schema: d.schema, model, host: d.host });

/** The setting value that cannot resolve (README: any setting ending in `.invalid`), if any. */
export const unresolvableSetting = (d: DestinationFacts) =>
  d.settingValues.find((value) => value.trim().toLowerCase().endsWith('.invalid')) ?? null;

/** The error every model of a run reports when the destination cannot be reached at all. */
export function connectionFailure(d: DestinationFacts, model: string): ModelErrorDetail | null {
  const unresolvable = unresolvableSetting(d);
  if (unresolvable) {
    return modelError(`dial tcp: lookup ${unresolvable.trim()}: no such host`, context(d, model));
  }
  if (d.name.toLowerCase().includes('failing')) {
    // One failure per destination, so every run of it reports the same thing.
    return modelError(pickFailure(createRng(`failure:${d.id}`), d.vendor), context(d, model));
  }
  return null;
}

export function transientFailure(seed: string, d: DestinationFacts, model: string): ModelErrorDetail {
  const template = createRng(seed).pick(TRANSIENT);
  return modelError(template, context(d, model));
}

export const isTransient = (message: string) => TRANSIENT_PATTERNS.some((p) => p.test(message));
