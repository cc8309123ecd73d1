import { Hono } from 'hono';
import { finishOidcSignIn } from '../auth/oidc-sign-in.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

/**
 * GET /api/sso/callback: where an OpenID provider sends the browser back (the redirect URL to
 * register at the provider is PUBLIC_ORIGIN + this path). It answers only with a redirect to the
 * console: /login-successful with our one-time auth code, or /login with the reason it was refused.
 */
export function ssoRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/callback', async (c) => {
    const next = await finishOidcSignIn(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${deps.config.consoleOrigin ?? ''}${next}`, 302);
  });
  return routes;
}
