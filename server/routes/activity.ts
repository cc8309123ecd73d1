import { Hono } from 'hono';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { pageActivity } from '../store/activity.ts';
import { destinationOr404 } from './transfers.ts';

/** `GET /destinations/{id}/activity`: transfers and integrity checks as one paged stream, newest first. */
export function activityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/destinations/:id/activity', requireSession, (c) => {
    const destination = destinationOr404(deps, c.var.environment, c.req.param('id'));
    const page = readPageRequest(c);
    const { activityLogs, nextCursor } = pageActivity(deps.db, c.var.environment, destination.id, page);
    return sendPage(c, 'activity_logs', activityLogs, nextCursor);
  });

  return routes;
}
