import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { setupGuide } from '../../src/api/schemas/docs.ts';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { DESTINATION_VENDORS } from '../../src/api/schemas/vendor.ts';
import { makeTestApp } from '../testing/test-app.ts';

const CALLOUT = /^(ℹ️|⚠️|💡) (Note|Warning|Tip): /mu;

describe('GET /api/docs?vendor=', () => {
  const t = makeTestApp();

  for (const vendor of DESTINATION_VENDORS) {
    it(`${vendor}: a titled guide in sections with callouts and images the API serves`, async () => {
      const res = await t.call('GET', `/api/docs?vendor=${vendor}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const { title, content } = v.parse(envelope(setupGuide), res.json).data;
      expect(title).toMatch(/setup guide$/);
      const prose = content.replace(/^```[\s\S]*?^```$/gm, '');
      expect(prose, 'the title is not repeated as a heading').not.toMatch(/^# /m);
      expect(content).not.toContain('<!-- include');
      const headings = prose.match(/^## .+$/gm) ?? [];
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(headings).toContain('## Troubleshooting');
      expect(content).toMatch(CALLOUT);
      expect(content).toMatch(/```(sql|sh|json|js)?\n/);
      const images = [...content.matchAll(/!\[([^\]]+)\]\(([^)]+)\)/g)];
      expect(images.length).toBeGreaterThanOrEqual(1);
      for (const [, alt, src] of images) {
        expect(alt?.length).toBeGreaterThan(20);
        expect(src).toMatch(/^\/api\/docs\/images\/[a-z0-9-]+\.svg$/);
        const image = await t.call('GET', src ?? '');
        expect(image.status, src).toBe(200);
        expect(image.headers.get('content-type')).toContain('image/svg+xml');
      }
    });
  }

  it('answers 422 without a vendor and 404 for an unknown one', async () => {
    const missing = await t.call('GET', '/api/docs');
    expect(missing.status).toBe(422);
    expect(missing.json.message).toContain('vendor: vendor is required');
    const unknown = await t.call('GET', '/api/docs?vendor=teradata');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Unknown destination vendor "teradata".');
  });

  it('serves only its own images', async () => {
    for (const path of [
      '/api/docs/images/nope.svg',
      '/api/docs/images/..%2fguides.ts',
      '/api/docs/images/_ssh-tunnel.md',
    ]) {
      expect((await t.call('GET', path)).status, path).toBe(404);
    }
    const image = await t.call('GET', '/api/docs/images/ssh-tunnel.svg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(image.text).toContain('<title id="title">');
  });
});
