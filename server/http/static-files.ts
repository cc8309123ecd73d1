import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
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

async function send(c: Context, file: { path: string; size: number; mtimeMs: number }, cacheControl: string) {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const body = await readFile(file.path);
  return c.body(body, 200, {
    ...headers,
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
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
