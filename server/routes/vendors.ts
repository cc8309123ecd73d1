import { Hono } from 'hono';
import * as v from 'valibot';
import { destinationVendor } from '../../src/api/schemas/vendor.ts';
import { vendorLogoSvg } from '../docs/vendor-logos.ts';
import { destinationVendorList } from '../forms/vendor-list.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { formContextFor } from './form-context.ts';

/** Logos are the same for everyone and change only with a release: browsers may keep them a day. */
export const VENDOR_LOGO_MAX_AGE_S = 86_400;

/** The public vendor list and the vendor logos (no session: the onboarding pages use them too). */
export function vendorRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/destination-vendors', (c) =>
    ok(c, { vendors: destinationVendorList(formContextFor(c, deps)) }),
  );

  routes.get('/vendor-logos/:file', (c) => {
    const file = c.req.param('file');
    const parsed = v.safeParse(destinationVendor, file.replace(/\.svg$/, ''));
    if (!file.endsWith('.svg') || !parsed.success) throw new HttpError(404, `No vendor logo ${file}.`);
    return c.body(vendorLogoSvg(parsed.output), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${VENDOR_LOGO_MAX_AGE_S}`,
      'X-Content-Type-Options': 'nosniff',
      // Our SVGs are drawings only; should one ever be opened directly, nothing in it may run.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return routes;
}
