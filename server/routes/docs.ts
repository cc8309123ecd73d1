import { Hono } from 'hono';
import { guideImage, setupGuide } from '../docs/guides.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { readVendor } from './vendor-query.ts';

/**
 * Setup guides and their images. Public documentation, the same for every user and environment, so
 * (unlike other API replies) caches may keep it; the console's service worker keeps it for offline.
 */
export const GUIDE_MAX_AGE_S = 3_600;
export const GUIDE_IMAGE_MAX_AGE_S = 86_400;

export function docsRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', (c) => {
    const vendor = readVendor(c.req.query('vendor'));
    if (!vendor) throw new HttpError(422, 'vendor: vendor is required (for example ?vendor=postgres)');
    c.header('Cache-Control', `public, max-age=${GUIDE_MAX_AGE_S}`);
    return ok(c, setupGuide(vendor));
  });

  routes.get('/images/:name', (c) => {
    const svg = guideImage(c.req.param('name'));
    if (svg === null) throw new HttpError(404, `No guide image ${c.req.param('name')}.`);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${GUIDE_IMAGE_MAX_AGE_S}`,
      'X-Content-Type-Options': 'nosniff',
      // Our SVGs are drawings only; should one ever be opened directly, nothing in it may run.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return routes;
}
