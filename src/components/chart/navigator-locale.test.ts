// @vitest-environment jsdom
/**
 * The chart's code (the real uPlot) loads in a browser that reports the POSIX locale "C" as its
 * language, as WebKit does under LANG=C: uPlot's `new Intl.NumberFormat(navigator.language)` at
 * import time threw, and the overview's chart never drew.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const languageOf = Object.getOwnPropertyDescriptor(Navigator.prototype, 'language');
const languagesOf = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');

function browserSays(language: string, languages: readonly string[]) {
  Object.defineProperty(Navigator.prototype, 'language', { get: () => language, configurable: true });
  Object.defineProperty(Navigator.prototype, 'languages', { get: () => languages, configurable: true });
}

beforeEach(() => {
  vi.resetModules(); // the guard runs again; uPlot itself loads once per file (the first test's)
  // uPlot reads the pixel ratio through matchMedia as it loads; jsdom has none.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  if (languageOf) Object.defineProperty(Navigator.prototype, 'language', languageOf);
  if (languagesOf) Object.defineProperty(Navigator.prototype, 'languages', languagesOf);
  // What the guard put on the navigator itself.
  Reflect.deleteProperty(navigator, 'language');
  Reflect.deleteProperty(navigator, 'languages');
  vi.unstubAllGlobals();
});

it('loads the chart code with navigator.language "C", and uPlot then formats in en-US', async () => {
  browserSays('C', ['C']);
  expect(() => new Intl.NumberFormat(navigator.language)).toThrow(RangeError);
  const { drawBars } = await import('./bar-plot.ts');
  expect(typeof drawBars).toBe('function');
  expect(navigator.language).toBe('en-US');
  expect(navigator.languages).toEqual(['en-US']);
  const { default: uPlot } = await import('uplot'); // the instance bar-plot.ts loaded
  expect(uPlot.fmtNum(1234.5)).toBe('1,234.5');
});

it('leaves a valid language as the browser says it', async () => {
  browserSays('de-DE', ['de-DE', 'en']);
  await import('./bar-plot.ts');
  expect(Object.hasOwn(navigator, 'language')).toBe(false);
  expect([navigator.language, navigator.languages]).toEqual(['de-DE', ['de-DE', 'en']]);
});
