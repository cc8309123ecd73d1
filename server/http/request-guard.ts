import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';
import { HttpError } from './envelope.ts';
import { allowedOrigins } from './origins.ts';

const API_VERSION_HEADER = 'X-Prequel-Api-Version';

/**
 * Cross-site request forgery stops here, not at SameSite alone: a write (any method but GET, HEAD,
 * OPTIONS) that names an Origin must come from the server's own or the configured console's origin
 * (403), and a write that declares a body type must declare JSON (415; json-body.ts also refuses a
 * body that arrives with no type): an HTML form or a `text/plain` fetch from another site can do
 * neither without a CORS preflight that this server refuses. A write without a body (a cancel, a
 * DELETE) needs no Content-Type. Clients that send no Origin (curl, server-to-server) are not
 * browsers carrying someone's cookie, so they pass the origin check.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const foreignOriginMessage = (origin: string) =>
  `Requests from ${origin} are not allowed: writes must come from this console's own pages.`;
export const NOT_JSON_MESSAGE = 'Request body must be JSON: send it with Content-Type: application/json.';

export const FOREIGN_SIGN_OUT_MESSAGE = "Signing out must come from this console's own pages.";

export const isJsonType = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * `exempt` paths take other bodies: the demo identity page's own HTML form. `crossSite` paths also
 * take writes from any origin: the SAML assertion consumer, since the HTTP-POST binding is the IdP's
 * page posting a form to it; it signs nobody in on a cookie, only on a signed response.
 */
export const requestGuard = (
  deps: Pick<AppDeps, 'config'>,
  exempt: (path: string) => boolean,
  crossSite: (path: string) => boolean = () => false,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('Origin');
      if (origin !== undefined && !allowedOrigins(deps.config).has(origin) && !crossSite(c.req.path)) {
        throw new HttpError(403, foreignOriginMessage(origin));
      }
      const type = c.req.header('Content-Type');
      if (type !== undefined && !exempt(c.req.path) && !isJsonType(type)) {
        throw new HttpError(415, NOT_JSON_MESSAGE);
      }
    }
    await next();
  });

/**
 * GET /logout ends a session although it is a GET (CONTRACT.md §1), and a SameSite=Lax cookie rides
 * along on another site's link or redirect to it, or on a navigation the browser itself started
 * (`Sec-Fetch-Site: none`, a link opened from another app to a page that redirects here). So it counts
 * as the console's own only when it carries the API's headers (CONTRACT.md §1: `X-Prequel-Api-Version`
 * and `Environment`), which no navigation, redirect or form can add and another site's fetch cannot
 * send without a CORS preflight this server refuses, and is not cross-site: Sec-Fetch-Site
 * `same-origin`, or an allowed Origin (the console on CONSOLE_ORIGIN), or neither header (curl or a
 * script, which holds no one else's cookie).
 */
export function fromOwnPages(c: Context, config: AppDeps['config']): boolean {
  if (c.req.header(API_VERSION_HEADER) === undefined || c.req.header('Environment') === undefined)
    return false;
  const origin = c.req.header('Origin');
  if (origin !== undefined) return allowedOrigins(config).has(origin);
  const site = c.req.header('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin';
}
