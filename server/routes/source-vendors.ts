import { Hono } from 'hono';
import * as v from 'valibot';
import { type SourceVendor, sourceVendor } from '../../src/api/schemas/source.ts';
import { sourceForm, sourceVendorList } from '../forms/sources/source-form.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { sourceFormContextFor } from './source-form-context.ts';

/**
 * `GET /public/source-vendors` → `data.vendors`, and `GET /public/forms/source-vendors?org_id=&vendor=`
 * → `data: {sections, form}` (the whole tree, or the root with one vendor's branch). Public, as the
 * destination ones: they hold no secrets, only the organisation's roles and public keys.
 */
function readSourceVendorQuery(raw: string | undefined): SourceVendor | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = v.safeParse(sourceVendor, raw.trim());
  if (!parsed.success) throw new HttpError(404, `Unknown source vendor "${raw}".`);
  return parsed.output;
}

export function sourceVendorRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/source-vendors', (c) => ok(c, { vendors: sourceVendorList(sourceFormContextFor(c, deps)) }));
  routes.get('/forms/source-vendors', (c) => {
    const vendor = readSourceVendorQuery(c.req.query('vendor'));
    return ok(c, sourceForm(sourceFormContextFor(c, deps), vendor));
  });
  return routes;
}
