import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './navigation.ts';

describe('navigation fallback', () => {
  it('answers client-side routes with the app shell', () => {
    for (const path of [
      '/',
      '/overview',
      '/destinations/abc/activity?cursor=x&page_size=30',
      '/login-successful?code=a.b',
    ]) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('never answers the API, the logout or file-like URLs', () => {
    for (const path of [
      '/api',
      '/api/destinations',
      '/api?x=1',
      '/logout',
      '/logout?next=/',
      '/config.json',
      '/sw.js',
      '/guides/setup.md?v=2',
    ]) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });

  it('only treats a dot in the last path segment as a file', () => {
    expect(isAppNavigation('/destinations/v1.2/edit')).toBe(true);
    expect(isAppNavigation('/apis')).toBe(true);
  });
});
