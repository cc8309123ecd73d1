import { Hono } from 'hono';
import { webhookCreateBody, webhookPatchBody } from '../../src/api/schemas/webhook.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { requireSession } from '../http/session.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import {
  findWebhook,
  insertWebhook,
  pageDeliveries,
  pageWebhooks,
  updateWebhook,
} from '../store/webhooks.ts';

/**
 * Webhooks (`/webhooks`, paged by created_at), their delivery attempts, and the public key that
 * verifies delivery signatures (`GET /public/signatures/webhook-public-key`, no session).
 */
const NOT_FOUND = 'Webhook not found.';

export function webhookRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  routes.get('/public/signatures/webhook-public-key', (c) =>
    ok(c, { public_key: serverKey(deps.db, WEBHOOK_SIGNING_KEY, nowIso()).public_key }),
  );

  routes.get('/webhooks', requireSession, (c) => {
    const { webhooks, nextCursor } = pageWebhooks(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'webhooks', webhooks, nextCursor);
  });

  routes.get('/webhooks/:id', requireSession, (c) => {
    const webhook = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!webhook) throw new HttpError(404, NOT_FOUND);
    return ok(c, { webhook });
  });

  routes.get('/webhooks/:id/deliveries', requireSession, (c) => {
    const webhook = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!webhook) throw new HttpError(404, NOT_FOUND);
    const { deliveries, nextCursor } = pageDeliveries(deps.db, webhook.id, readPageRequest(c));
    return sendPage(c, 'deliveries', deliveries, nextCursor);
  });

  routes.post('/webhooks', requireSession, jsonBody(webhookCreateBody), (c) => {
    const id = insertWebhook(deps.db, c.var.environment, c.var.body.webhook, nowIso());
    return ok(c, { webhook: findWebhook(deps.db, c.var.environment, id) });
  });

  routes.patch('/webhooks/:id', requireSession, jsonBody(webhookPatchBody), (c) => {
    const stored = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!stored) throw new HttpError(404, NOT_FOUND);
    updateWebhook(deps.db, stored, c.var.body.webhook, nowIso());
    return ok(c, { webhook: findWebhook(deps.db, c.var.environment, stored.id) });
  });

  routes.delete('/webhooks/:id', requireSession, (c) => {
    const webhook = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!webhook) throw new HttpError(404, NOT_FOUND);
    deps.db.prepare('DELETE FROM webhooks WHERE id = ?').run(webhook.id);
    return ok(c, {});
  });

  return routes;
}
