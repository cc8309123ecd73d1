import { describe, expect, it } from 'vitest';
import { holdsMask, maskUrl } from './webhook-url.ts';
import { SECRET_URLS } from './webhook-url-forms.ts';

describe('maskUrl', () => {
  it('shows only the scheme, host and port of every URL form, whatever the vendor or encoding', () => {
    for (const [form, { url, shown }] of Object.entries(SECRET_URLS)) {
      expect(maskUrl(url), form).toBe(shown);
      expect(maskUrl(url), form).not.toMatch(/token/);
    }
  });

  it('shows a bare origin as it is, and nothing of what does not parse', () => {
    expect(maskUrl('https://hooks.partner.example')).toBe('https://hooks.partner.example/');
    expect(maskUrl('HTTPS://Hooks.Partner.example:8443/')).toBe('https://hooks.partner.example:8443/');
    expect(maskUrl('not a url with-a-token')).toBe('…');
  });
});

describe('holdsMask', () => {
  it('tells a read URL sent back edited (or the mask typed, encoded or not) from a new URL', () => {
    expect(holdsMask('https://hooks.slack.example/…')).toBe(true);
    expect(holdsMask('https://hooks.slack.example/services/…/more')).toBe(true);
    expect(holdsMask('https://hooks.slack.example/services/%E2%80%a6')).toBe(true);
    expect(holdsMask('https://hooks.partner.example/in?token=abc')).toBe(false);
    expect(holdsMask('https://hooks.partner.example/****/in')).toBe(false);
  });
});
