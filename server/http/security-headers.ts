import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.ts';

/**
 * Security headers on every reply, the console's pages and the API's alike:
 * - a Content-Security-Policy that allows no inline or foreign script, no plugins, no <base>
 *   rewriting, no inline style either (the console styles through classes and the CSSOM, which CSP
 *   allows), and no framing (`frame-ancestors 'none'`, with X-Frame-Options for older browsers). A
 *   page may send a stricter policy of its own (the identity page, guide images): it is kept;
 * - `nosniff`, so a reply is never run as a type it does not declare;
 * - `Referrer-Policy: same-origin`, so a magic link's token in a page URL never leaks to a site it links
 *   (`no-referrer` would also make the browser send `Origin: null` on the console's own form posts,
 *   which the write guard refuses);
 * - HSTS when the request came over https (a proxy's X-Forwarded-Proto counts only with TRUST_PROXY).
 * The API's origin (when API_BASE_URL points elsewhere) and the console's (CONSOLE_ORIGIN) join
 * connect-src and form-action.
 */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

type HeaderConfig = Pick<Config, 'apiBaseUrl' | 'consoleOrigin' | 'trustProxy'>;

export function contentSecurityPolicy(config: HeaderConfig): string {
  const apiOrigin = /^https?:\/\//i.test(config.apiBaseUrl) ? new URL(config.apiBaseUrl).origin : null;
  const extra = (origin: string | null) => (origin ? ` ${origin}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra(apiOrigin)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${extra(config.consoleOrigin)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function isHttpsRequest(c: Context, config: Pick<Config, 'trustProxy'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

export const securityHeaders = (config: HeaderConfig) => {
  const csp = contentSecurityPolicy(config);
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A reply may carry a stricter policy of its own (guide images: default-src 'none').
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (isHttpsRequest(c, config)) {
      headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    }
  });
};
