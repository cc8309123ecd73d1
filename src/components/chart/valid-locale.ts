/**
 * The browser's language as a tag Intl accepts. An engine may report the system's POSIX locale as is:
 * WebKit under LANG=C says navigator.language is "C", and `new Intl.NumberFormat('C')` throws a
 * RangeError. The console formats in en-US itself (lib/format.ts, lib/time.ts); uPlot reads
 * navigator.language on its own (navigator-locale.ts). It lives with the chart, its only user, so that
 * it loads with the chart and not with the first screen (the size budget, scripts/check-budgets.mjs).
 */

/** What stands in when the browser names no valid locale. */
export const FALLBACK_LOCALE = 'en-US';

/** Whether Intl accepts the tag: one well-formed BCP 47 language tag. */
export function isLocaleTag(tag: unknown): tag is string {
  if (typeof tag !== 'string' || tag === '') return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

interface LanguageSource {
  readonly language?: unknown;
  readonly languages?: unknown;
}

/** The valid tags of navigator.languages (navigator.language first when it is valid), else FALLBACK_LOCALE. */
export function validLanguages(source: LanguageSource | undefined): readonly string[] {
  const listed = Array.isArray(source?.languages) ? (source.languages as unknown[]) : [];
  const valid = [source?.language, ...listed].filter(isLocaleTag);
  return valid.length > 0 ? [...new Set(valid)] : [FALLBACK_LOCALE];
}

/**
 * Where navigator.language or navigator.languages holds a tag Intl refuses, shadows them on this navigator
 * with getters returning the valid ones (validLanguages). Returns whether it did; a valid navigator is left
 * untouched.
 */
export function guardNavigatorLanguage(nav: LanguageSource | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const listed = Array.isArray(nav.languages) ? (nav.languages as unknown[]) : [];
  if (isLocaleTag(nav.language) && listed.every(isLocaleTag)) return false;
  const languages = Object.freeze([...validLanguages(nav)]);
  const language = languages[0] ?? FALLBACK_LOCALE;
  try {
    Object.defineProperties(nav, {
      language: { get: () => language, configurable: true },
      languages: { get: () => languages, configurable: true },
    });
    return true;
  } catch {
    return false; // a navigator that cannot be changed: nothing better to do
  }
}
