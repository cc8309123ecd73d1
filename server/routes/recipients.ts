import { Hono } from 'hono';
import { recipientCreateBody, recipientPatchBody } from '../../src/api/schemas/recipient.ts';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { publishEvent } from '../runner/events.ts';
import {
  deleteRecipient,
  destinationCount,
  insertRecipient,
  updateRecipient,
} from '../store/recipient-writes.ts';
import { findRecipient, pageRecipients } from '../store/recipients.ts';

/**
 * Recipients: reads (paged by created_at) and writes. Every write publishes recipient.created|updated|
 * deleted with the recipient as read. A recipient with destinations cannot be deleted (409).
 */
const NOT_FOUND = 'Recipient not found.';

export function recipientRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  routes.get('/', requireSession, (c) => {
    const { recipients, nextCursor } = pageRecipients(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'recipients', recipients, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const recipient = findRecipient(deps.db, c.var.environment, c.req.param('id'));
    if (!recipient) throw new HttpError(404, NOT_FOUND);
    return ok(c, { recipient });
  });

  routes.post('/', requireSession, jsonBody(recipientCreateBody), (c) => {
    const env = c.var.environment;
    const id = insertRecipient(deps.db, env, c.var.body.recipient, nowIso());
    const recipient = findRecipient(deps.db, env, id);
    publishEvent(deps, { type: 'recipient.created', environment: env, data: { recipient } });
    return ok(c, { recipient });
  });

  routes.patch('/:id', requireSession, jsonBody(recipientPatchBody), (c) => {
    const env = c.var.environment;
    const stored = findRecipient(deps.db, env, c.req.param('id'));
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.recipient;
    if (
      change.id_in_provider_system !== undefined &&
      change.id_in_provider_system !== stored.id_in_provider_system
    ) {
      throw new HttpError(422, 'recipient.id_in_provider_system: id_in_provider_system cannot be changed');
    }
    updateRecipient(deps.db, env, stored.id, change, nowIso());
    const recipient = findRecipient(deps.db, env, stored.id);
    publishEvent(deps, { type: 'recipient.updated', environment: env, data: { recipient } });
    return ok(c, { recipient });
  });

  routes.delete('/:id', requireSession, (c) => {
    const env = c.var.environment;
    const recipient = findRecipient(deps.db, env, c.req.param('id'));
    if (!recipient) throw new HttpError(404, NOT_FOUND);
    const destinations = destinationCount(deps.db, recipient.id);
    if (destinations > 0) {
      throw new HttpError(
        409,
        `The recipient "${recipient.name}" still has ${destinations} ${destinations === 1 ? 'destination' : 'destinations'}; delete ${destinations === 1 ? 'it' : 'them'} first.`,
      );
    }
    deleteRecipient(deps.db, recipient.id);
    publishEvent(deps, { type: 'recipient.deleted', environment: env, data: { recipient } });
    return ok(c, {});
  });

  return routes;
}
