import { Hono } from 'hono';
import { findAppUser } from '../auth/app-users.ts';
import { requireSession, sessionOf } from '../auth/session-cookie.ts';
import { formContext } from '../forms/form-context.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { findOrganization } from '../store/organization.ts';

/**
 * The signed-in user's organisation (GET /orgs), user record (GET /user) and the AWS trust policy
 * customers attach to the role they let our exports assume (GET /auth/iam-trust-policy, the same
 * document the destination form shows; the external ID is the organisation id).
 */
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

  routes.get('/auth/iam-trust-policy', requireSession, (c) => {
    const organization = findOrganization(deps.db, sessionOf(c).organizationId);
    if (!organization) throw new HttpError(404, 'Organization not found.');
    return ok(c, { trust_policy: formContext(organization).trustPolicy });
  });

  return routes;
}
