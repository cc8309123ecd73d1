import { Hono } from 'hono';
import {
  WEBHOOK_FIXED_URLS,
  type WebhookVendor,
  webhookCreateBody,
  webhookPatchBody,
} from '../../src/api/schemas/webhook.ts';
import { requireSession } from '../auth/session-cookie.ts';
import type { EgressMode } from '../config.ts';
import { saveRefusal } from '../egress/destination-policy.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { pageDeliveries } from '../store/webhook-deliveries.ts';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  pageWebhooks,
  revealWebhookUrl,
  updateWebhook,
} from '../store/webhooks.ts';

/**
 * Webhooks (`/webhooks`, paged by created_at), their delivery attempts, and the public key that
 * verifies delivery signatures (`GET /public/signatures/webhook-public-key`, no session). Saving is
 * configuration: any http(s) URL is saved whatever WEBHOOK_EGRESS says, except one `public` refuses
 * to deliver to (a private, loopback, link-local or metadata address: 422 on `webhook.url`, saying
 * why), on create and on every update; fixed-URL vendors are checked at their fixed address. `local`
 * and `off` hold deliveries instead (runner/webhooks.ts). Reads show a URL's origin only;
 * `POST /webhooks/{id}/reveal-url` (this server's own, not the public API's) answers it whole, never
 * cached: a POST, so no cache or service worker keeps it, and `no-store` as every reply.
 */
const NOT_FOUND = 'Webhook not found.';

const VENDOR_NAMES: Partial<Record<WebhookVendor, string>> = { pagerduty: 'PagerDuty', datadog: 'Datadog' };

/** 422 when the URL a webhook would have is refused under `mode` (blank: the store says). */
function checkDeliverable(mode: EgressMode, vendor: WebhookVendor, url: string | undefined) {
  const fixed = WEBHOOK_FIXED_URLS[vendor];
  const target = fixed ?? url;
  if (!target) return;
  const refusal = saveRefusal(target, mode);
  if (!refusal) return;
  const hint = fixed ? ` ${VENDOR_NAMES[vendor] ?? vendor} always delivers to ${new URL(fixed).host}.` : '';
  throw new HttpError(422, `webhook.url: ${refusal}${hint}`);
}

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

  routes.post('/webhooks/:id/reveal-url', requireSession, (c) => {
    const url = revealWebhookUrl(deps.db, c.var.environment, c.req.param('id'));
    if (url === null) throw new HttpError(404, NOT_FOUND);
    return ok(c, { url });
  });

  routes.post('/webhooks', requireSession, jsonBody(webhookCreateBody), (c) => {
    const input = c.var.body.webhook;
    checkDeliverable(deps.config.webhookEgress, input.vendor, input.url);
    const id = insertWebhook(deps.db, c.var.environment, c.var.body.webhook, nowIso());
    return ok(c, { webhook: findWebhook(deps.db, c.var.environment, id) });
  });

  routes.patch('/webhooks/:id', requireSession, jsonBody(webhookPatchBody), (c) => {
    const stored = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.webhook;
    if (change.vendor === undefined || change.vendor === stored.vendor) {
      checkDeliverable(deps.config.webhookEgress, stored.vendor, change.url ?? stored.url);
    }
    updateWebhook(deps.db, stored, c.var.body.webhook, nowIso());
    return ok(c, { webhook: findWebhook(deps.db, c.var.environment, stored.id) });
  });

  routes.delete('/webhooks/:id', requireSession, (c) => {
    const webhook = findWebhook(deps.db, c.var.environment, c.req.param('id'));
    if (!webhook) throw new HttpError(404, NOT_FOUND);
    deleteWebhook(deps.db, webhook.id);
    return ok(c, {});
  });

  return routes;
}
