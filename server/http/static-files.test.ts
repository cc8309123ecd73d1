import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'registerSW.js'), '/* register */');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Console"}');
writeFileSync(join(dist, 'assets', 'index-Bx12ab.js'), 'console.log(1);');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built console', () => {
  const t = makeTestApp({ distDir: dist });

  it('revalidates the shell, the worker, its registration and the manifest', async () => {
    for (const path of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await t.call('GET', '/sw.js')).headers.get('content-type')).toContain('javascript');
    expect((await t.call('GET', '/manifest.webmanifest')).headers.get('content-type')).toContain(
      'manifest+json',
    );
  });

  it('lets browsers keep hashed assets for a year and other files briefly', async () => {
    const asset = await t.call('GET', '/assets/index-Bx12ab.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe('console.log(1);');
    const icon = await t.call('GET', '/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('answers navigation paths with the shell and missing files with 404', async () => {
    for (const path of ['/', '/destinations/abc/activity', '/login-successful?code=x']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<title>Console</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await t.call('GET', '/assets/missing-123.js')).status).toBe(404);
  });

  it('never serves files outside dist/', async () => {
    const outside = join(dist, '..', `${dist.split('/').at(-1)}-secret.txt`);
    writeFileSync(outside, 'top secret');
    try {
      const name = outside.split('/').at(-1);
      for (const path of [`/..%2f${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`]) {
        const res = await t.call('GET', path);
        expect(res.status, path).toBe(404);
        expect(res.text).not.toContain('top secret');
      }
    } finally {
      rmSync(outside);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.call('GET', '/index.html');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.call('GET', '/index.html', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('never answers API paths with the shell', async () => {
    const res = await t.call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 'error',
      data: null,
      message: 'No API route for GET /api/does-not-exist.',
    });
  });

  it('serves /config.json, overridable by API_BASE_URL', async () => {
    const res = await t.call('GET', '/config.json');
    expect(res.json).toEqual({ apiBaseUrl: '/api' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const other = makeTestApp({ distDir: dist, apiBaseUrl: 'https://api.example.com/v1' });
    expect((await other.call('GET', '/config.json')).json).toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
    });
  });

  it('hints to build when dist/ is missing', async () => {
    const bare = makeTestApp({ distDir: join(dist, 'nope') });
    const res = await bare.call('GET', '/');
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toContain('npm run build');
  });
});

describe('compressing text files', () => {
  const big = `${'console.log("a line of the bundle that repeats");\n'.repeat(200)}`;
  writeFileSync(join(dist, 'assets', 'big-Cc34cd.js'), big);
  writeFileSync(join(dist, 'assets', 'logo-Dd56ef.png'), Buffer.alloc(4096, 7));
  const t = makeTestApp({ distDir: dist });
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://console.test${path}`, { headers });

  it('sends brotli, else gzip, to browsers that accept it, and the file as it is otherwise', async () => {
    const br = await get('/assets/big-Cc34cd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(big.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(big);

    const gz = await get('/assets/big-Cc34cd.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(big);

    const plain = await get('/assets/big-Cc34cd.js', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('gives each encoding its own validator', async () => {
    const br = await get('/assets/big-Cc34cd.js', { 'Accept-Encoding': 'br' });
    const etag = br.headers.get('etag') ?? '';
    expect(
      (await get('/assets/big-Cc34cd.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status,
    ).toBe(304);
    const plain = await get('/assets/big-Cc34cd.js', { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).not.toBe(etag);
  });

  it('leaves images and tiny files alone', async () => {
    for (const path of ['/assets/logo-Dd56ef.png', '/assets/index-Bx12ab.js']) {
      const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
  });
});
