import { Hono } from 'hono';
import { demoLocalOnly } from '../auth/demo-local-only.ts';
import { approvalPage, expiredRequestPage, identityPageCsp } from '../auth/identity-page.ts';
import { approveRequest, findPendingRequest } from '../auth/identity-requests.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

/**
 * The stub identity provider (SSO and Google stand-in): a page to approve the sign-in, then a
 * redirect back to the console's /login-successful with a single-use code. It signs anyone in as
 * anyone, so it exists only in demo mode (app.ts mounts it only then) and answers only on this machine.
 */
export function identityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', demoLocalOnly(deps));
  const consoleUrl = (path: string) => `${deps.config.consoleOrigin ?? ''}${path}`;
  const expired = () => expiredRequestPage(consoleUrl('/login'));
  const csp = identityPageCsp(deps.config.consoleOrigin);

  routes.get('/authorize', (c) => {
    const request = findPendingRequest(deps.db, c.req.query('request') ?? '', deps.now());
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', csp);
    if (!request) return c.html(expired(), 400);
    return c.html(approvalPage(request.id, request.email, request.provider));
  });

  routes.post('/approve', async (c) => {
    const form = await c.req.parseBody();
    const requestId = typeof form.request === 'string' ? form.request : '';
    const code = approveRequest(deps.db, requestId, deps.now());
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', csp);
    if (!code) return c.html(expired(), 400);
    return c.redirect(consoleUrl(`/login-successful?code=${encodeURIComponent(code)}`), 302);
  });

  return routes;
}
