import { Hono } from 'hono';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { pageEnvelope, readPageRequest } from '../http/paging.ts';
import { createReplyCache } from '../http/reply-cache.ts';
import { findDestination, pageDestinations } from '../store/destinations.ts';

/** Destination reads; mounted at /destinations and at the deprecated /export/destinations. */
export function destinationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // One list for the whole organisation (no per-user fields), so one kept reply per environment and URL.
  const replies = createReplyCache(deps.db);
  routes.get('/', requireSession, (c) => {
    const body = replies.get(`${c.var.environment} ${c.req.url}`, () => {
      const { destinations, nextCursor } = pageDestinations(deps.db, c.var.environment, readPageRequest(c));
      return JSON.stringify(pageEnvelope(c, 'destinations', destinations, nextCursor));
    });
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  routes.get('/:id', requireSession, (c) => {
    const destination = findDestination(deps.db, c.var.environment, c.req.param('id'));
    if (!destination) throw new HttpError(404, 'Destination not found.');
    return ok(c, { destination });
  });

  return routes;
}
