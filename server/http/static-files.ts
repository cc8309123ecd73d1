import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { API_PREFIX } from './app-env.ts';
import { cacheControlFor } from './cache-policy.ts';

/**
 * Serves the built console from dist/: real files with the cache policy, and the SPA shell
 * (index.html, revalidated) for any other GET that is not under /api and does not look like a file
 * (a last segment with an extension gets a 404 instead of HTML posing as a script or image).
 */
export const BUILD_HINT =
  'The console has not been built yet: run `npm run build` (or `npm start`, which builds first), then reload.\n' +
  'The API is already running under /api.\n';

const looksLikeFile = (path: string) => /\.[^/]+$/.test(path);

async function fileAt(
  root: string,
  urlPath: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/**
 * Text files (scripts, styles, the shell, SVG, JSON) go out compressed when the browser accepts it:
 * brotli, else gzip; about a third of the bytes on the wire, which is what a slow phone waits for.
 * Each file is compressed once per version (size and mtime) and kept in memory (dist/ is a few MB).
 * Brotli at quality 5 compresses the largest script in milliseconds, close to the best ratio.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 5;
type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body) => promisify(gzip)(body),
};
const compressed = new Map<string, { version: string; bodies: Partial<Record<Encoding, Promise<Buffer>>> }>();

/** The encoding to send, from Accept-Encoding (a token with q=0 is refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([token]) => token),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressedBody(path: string, version: string, encoding: Encoding): Promise<Buffer> {
  let entry = compressed.get(path);
  if (entry?.version !== version) {
    entry = { version, bodies: {} };
    compressed.set(path, entry);
  }
  let body = entry.bodies[encoding];
  if (!body) {
    body = readFile(path).then(compressors[encoding]);
    // A failed read or compression is not kept: the next request tries again.
    body.catch(() => compressed.delete(path));
    entry.bodies[encoding] = body;
  }
  return body;
}

async function send(c: Context, file: { path: string; size: number; mtimeMs: number }, cacheControl: string) {
  const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
  const compressible = COMPRESSIBLE.test(file.path) && file.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  // Each encoding is its own representation, with its own validator.
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const body = encoding ? await compressedBody(file.path, version, encoding) : await readFile(file.path);
  // zlib hands back Node buffers, which sit on plain ArrayBuffers like readFile's.
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

export function staticFiles(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  return async (c, next) => {
    const path = c.req.path;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return next();
    const file = await fileAt(root, path);
    if (file) return send(c, file, cacheControlFor(path));
    if (looksLikeFile(path)) return next();
    const shell = await fileAt(root, '/index.html');
    if (!shell) return c.text(BUILD_HINT, 200, { 'Cache-Control': 'no-store' });
    return send(c, shell, 'no-cache');
  };
}
