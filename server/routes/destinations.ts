import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { requireSession } from '../http/session.ts';
import { findDestination, pageDestinations } from '../store/destinations.ts';

/** Destination reads; mounted at /destinations and at the deprecated /export/destinations. */
export function destinationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { destinations, nextCursor } = pageDestinations(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'destinations', destinations, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const destination = findDestination(deps.db, c.var.environment, c.req.param('id'));
    if (!destination) throw new HttpError(404, 'Destination not found.');
    return ok(c, { destination });
  });

  return routes;
}
