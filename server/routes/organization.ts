import { Hono } from 'hono';
import { findAppUser } from '../auth/app-users.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { requireSession, sessionOf } from '../http/session.ts';
import { findOrganization } from '../store/organization.ts';

/** The signed-in user's organisation (GET /orgs) and user record (GET /user). */
export function organizationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/orgs', requireSession, (c) => {
    const organization = findOrganization(deps.db, sessionOf(c).organizationId);
    if (!organization) throw new HttpError(404, 'Organization not found.');
    return ok(c, { organization });
  });

  routes.get('/user', requireSession, (c) => {
    const user = findAppUser(deps.db, sessionOf(c).email);
    if (!user) throw new HttpError(404, 'User not found.');
    return ok(c, { user });
  });

  return routes;
}
