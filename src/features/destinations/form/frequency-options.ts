import { FREQUENCIES_MINUTES } from '../../../api/schemas/destination.ts';

/** Without an organisation default, a frequency of 0 means once a day (SPEC.md §9). */
export const FALLBACK_DEFAULT_FREQUENCY_MINUTES = 1440;
export const DEFAULT_FREQUENCY_LABEL = 'Default org frequency';

const WORDS: Readonly<Record<(typeof FREQUENCIES_MINUTES)[number], string>> = {
  0: DEFAULT_FREQUENCY_LABEL,
  15: 'Every 15 minutes',
  60: 'Every hour',
  360: 'Every 6 hours',
  720: 'Every 12 hours',
  1440: 'Every day',
};

/** The sync frequency radios (CONTRACT.md §5 values), in words. */
export const FREQUENCY_OPTIONS = FREQUENCIES_MINUTES.map((minutes) => ({ minutes, label: WORDS[minutes] }));

/** Turning 'Use default org frequency' off starts from the organisation's default, not from 0. */
export const customFrequencyStart = (orgDefaultMinutes: number | undefined) =>
  FREQUENCIES_MINUTES.find((m) => m !== 0 && m === orgDefaultMinutes) ?? FALLBACK_DEFAULT_FREQUENCY_MINUTES;

/** How the confirmation dialog says when data will flow. */
export function scheduleSentence(frequencyMinutes: number, enabled: boolean): string {
  if (!enabled) return 'It is saved disabled: no transfers run until it is enabled.';
  if (frequencyMinutes === 0) return 'Transfers run at the default org frequency.';
  const label = FREQUENCY_OPTIONS.find((o) => o.minutes === frequencyMinutes)?.label;
  return `Transfers run ${label ? label.toLowerCase() : `every ${frequencyMinutes} minutes`}.`;
}
