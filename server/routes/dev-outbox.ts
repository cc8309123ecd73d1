import { Hono } from 'hono';
import { demoLocalOnly } from '../auth/demo-local-only.ts';
import { readOutbox } from '../auth/outbox.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';

/**
 * Demo mode only (app.ts mounts it only then): the one-time codes the server "sent", newest last, so a
 * person or a browser test can sign in without a mailbox. `?to=<e-mail>` narrows it to one recipient.
 * Deliberately not behind the session: it is how one gets one. Answers only on this machine.
 */
export function devOutboxRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', demoLocalOnly(deps));
  routes.get('/outbox', (c) => ok(c, { messages: readOutbox(deps, c.req.query('to') || undefined) }));
  return routes;
}
