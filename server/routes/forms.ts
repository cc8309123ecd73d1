import { Hono } from 'hono';
import { destinationForm } from '../forms/destination-form.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { formContextFor } from './form-context.ts';
import { readVendor } from './vendor-query.ts';

/**
 * `GET /public/forms/destination-vendors?org_id=&vendor=` (CONTRACT.md §6): the whole tree, or the
 * root with one vendor's branch. Constant fields carry the organisation's roles, so it is per org.
 */
export function formRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/destination-vendors', (c) => {
    const vendor = readVendor(c.req.query('vendor'));
    return ok(c, destinationForm(formContextFor(c, deps), vendor));
  });
  return routes;
}
