import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, guardNavigatorLanguage, isLocaleTag, validLanguages } from './valid-locale.ts';

/** A navigator whose language attributes live on its prototype, as a browser's do. */
function navigatorSaying(language: unknown, languages: unknown) {
  const proto = {
    get language() {
      return language;
    },
    get languages() {
      return languages;
    },
  };
  return Object.create(proto) as { readonly language: string; readonly languages: readonly string[] };
}

describe('isLocaleTag', () => {
  it('accepts what Intl accepts and refuses POSIX names, empty and non-strings', () => {
    for (const tag of ['en-US', 'de', 'fr-CA', 'zh-Hant-TW', 'en-US-u-va-posix'])
      expect(isLocaleTag(tag)).toBe(true);
    for (const tag of ['C', 'C.UTF-8', 'en_US', 'en_US.UTF-8', '', 'x', undefined, null, 42])
      expect(isLocaleTag(tag)).toBe(false);
  });
});

describe('validLanguages', () => {
  it('keeps the valid tags, navigator.language first, without repeats', () => {
    expect(validLanguages({ language: 'de-DE', languages: ['C', 'de-DE', 'en'] })).toEqual(['de-DE', 'en']);
    expect(validLanguages({ language: 'C', languages: ['C', 'fr'] })).toEqual(['fr']);
  });

  it('falls back to en-US when nothing is valid or nothing is said', () => {
    expect(validLanguages({ language: 'C', languages: ['C'] })).toEqual([FALLBACK_LOCALE]);
    expect(validLanguages({ language: 'C' })).toEqual([FALLBACK_LOCALE]);
    expect(validLanguages(undefined)).toEqual([FALLBACK_LOCALE]);
    expect(FALLBACK_LOCALE).toBe('en-US');
  });
});

describe('guardNavigatorLanguage', () => {
  it('gives a navigator that says "C" a valid language and languages, which Intl then accepts', () => {
    const nav = navigatorSaying('C', ['C']);
    expect(() => new Intl.NumberFormat(nav.language)).toThrow(RangeError);
    expect(guardNavigatorLanguage(nav)).toBe(true);
    expect(nav.language).toBe('en-US');
    expect(nav.languages).toEqual(['en-US']);
    expect(() => new Intl.NumberFormat(nav.language)).not.toThrow();
    expect(() => new Intl.DateTimeFormat(nav.languages)).not.toThrow();
  });

  it('keeps the valid entries of languages when only language is wrong, or only one of languages', () => {
    const nav = navigatorSaying('C', ['C', 'fr-FR']);
    guardNavigatorLanguage(nav);
    expect([nav.language, nav.languages]).toEqual(['fr-FR', ['fr-FR']]);
    const mixed = navigatorSaying('de', ['de', 'en_GB']);
    expect(guardNavigatorLanguage(mixed)).toBe(true);
    expect([mixed.language, mixed.languages]).toEqual(['de', ['de']]);
  });

  it('leaves a valid navigator alone, and does nothing without one', () => {
    const nav = navigatorSaying('de-DE', ['de-DE', 'en']);
    expect(guardNavigatorLanguage(nav)).toBe(false);
    expect(Object.getOwnPropertyNames(nav)).toEqual([]);
    expect(guardNavigatorLanguage(undefined)).toBe(false);
  });

  it('does not throw on a navigator it cannot change', () => {
    const nav = Object.freeze(navigatorSaying('C', ['C']));
    expect(guardNavigatorLanguage(nav)).toBe(false);
  });
});
