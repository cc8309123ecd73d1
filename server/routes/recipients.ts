import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { requireSession } from '../http/session.ts';
import { findRecipient, pageRecipients } from '../store/recipients.ts';

/** Recipient reads (the destination form's recipient select); writes come with the recipient screens. */
export function recipientRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { recipients, nextCursor } = pageRecipients(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'recipients', recipients, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const recipient = findRecipient(deps.db, c.var.environment, c.req.param('id'));
    if (!recipient) throw new HttpError(404, 'Recipient not found.');
    return ok(c, { recipient });
  });

  return routes;
}
