import { describe, expect, it } from 'vitest';
import { rememberRedirect, SIGN_IN_REDIRECT_KEY, safeRedirect, takeRememberedRedirect } from './redirect.ts';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

describe('safeRedirect', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirect('/destinations')).toBe('/destinations');
    expect(safeRedirect('/destinations/d1/activity?page_size=10&cursor=abc#top')).toBe(
      '/destinations/d1/activity?page_size=10&cursor=abc#top',
    );
  });

  it.each([
    ['an absolute URL', 'https://evil.example/overview'],
    ['a protocol-relative URL', '//evil.example/overview'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'overview'],
    ['a tab smuggled into the host', '/\t/evil.example'],
    ['the sign-in page (a loop)', '/login?redirect=/overview'],
    ['the sign-in return page', '/login-successful?code=x'],
    ['an empty string', ''],
  ])('refuses %s', (_, raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect(42)).toBeNull();
    expect(safeRedirect(['/overview'])).toBeNull();
  });

  it('normalises dot segments instead of following them out of the path', () => {
    expect(safeRedirect('/a/../destinations')).toBe('/destinations');
  });
});

describe('remembered redirect across the identity provider round trip', () => {
  it('returns the saved target once', () => {
    const store = new MemoryStorage();
    rememberRedirect('/destinations?page_size=50', store);
    expect(takeRememberedRedirect(store)).toBe('/destinations?page_size=50');
    expect(takeRememberedRedirect(store)).toBeNull();
  });

  it('never saves an unsafe target, and clears an older one', () => {
    const store = new MemoryStorage();
    rememberRedirect('/overview', store);
    rememberRedirect('https://evil.example', store);
    expect(store.values.has(SIGN_IN_REDIRECT_KEY)).toBe(false);
  });

  it('ignores a tampered stored value', () => {
    const store = new MemoryStorage();
    store.setItem(SIGN_IN_REDIRECT_KEY, '//evil.example');
    expect(takeRememberedRedirect(store)).toBeNull();
  });

  it('works without storage (disabled by the browser)', () => {
    expect(() => rememberRedirect('/overview', null)).not.toThrow();
    expect(takeRememberedRedirect(null)).toBeNull();
  });
});
