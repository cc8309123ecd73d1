import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type MagicLink, magicLinkCreateBody } from '../../src/api/schemas/magic-link.ts';
import { destinationVendor } from '../../src/api/schemas/vendor.ts';
import { requireSession } from '../auth/session-cookie.ts';
import { destinationForm } from '../forms/destination-form.ts';
import { planPresets } from '../forms/magic-link-presets.ts';
import { magicLinkVendorList } from '../forms/magic-link-vendors.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { consoleOriginFor } from '../http/origins.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { publishEvent } from '../runner/events.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';
import { deleteMagicLink, findMagicLink, insertMagicLink, pageMagicLinks } from '../store/magic-links.ts';
import { recipientExists } from '../store/recipients.ts';
import { formContextFor } from './form-context.ts';

/**
 * Magic links for staff (SPEC.md §2.5, §7): list (paged by created_at), read, generate, delete.
 * A link is `<console origin>/onboard/<token>`: a random 256-bit URL-safe token, looked up by its
 * SHA-256; the link itself is stored sealed (store/magic-links.ts). The origin comes from
 * configuration (http/origins.ts), never from the Host header. Writes publish
 * export_magic_link.created|deleted; the event leaves out `link`, because whoever holds the token can
 * create a destination, and webhooks send events to third parties.
 */
const NOT_FOUND = 'Magic link not found.';
export const ONBOARDING_PATH = '/onboard/';

const withoutLink = ({ link: _link, ...rest }: MagicLink) => rest;

export function magicLinkRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { magicLinks, nextCursor } = pageMagicLinks(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'magic_links', magicLinks, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const magicLink = findMagicLink(deps.db, c.var.environment, c.req.param('id'));
    if (!magicLink) throw new HttpError(404, NOT_FOUND);
    return ok(c, { magic_link: magicLink });
  });

  routes.post('/', requireSession, jsonBody(magicLinkCreateBody), (c) => {
    const env = c.var.environment;
    const input = c.var.body.magic_link;
    const vendor = v.safeParse(destinationVendor, input.vendor);
    if (!vendor.success) {
      throw new HttpError(
        422,
        `magic_link.vendor: vendor must be a supported destination vendor (received ${JSON.stringify(input.vendor)})`,
      );
    }
    if (!recipientExists(deps.db, env, input.recipient_id)) {
      throw new HttpError(
        422,
        `magic_link.recipient_id: no recipient with id ${JSON.stringify(input.recipient_id)}`,
      );
    }
    const plan = planPresets(destinationForm(formContextFor(c, deps), vendor.output), vendor.output, input);
    if (plan.problems.length) throw new HttpError(422, plan.problems.join('; '));
    const token = randomToken();
    const id = randomUUID();
    insertMagicLink(
      deps.db,
      env,
      {
        id,
        name: input.name,
        recipient_id: input.recipient_id,
        vendor: vendor.output,
        ...plan.presets,
        set_destination_enabled: input.set_destination_enabled,
        redirect_url: input.redirect_url || null,
        link: `${consoleOriginFor(c, deps.config)}${ONBOARDING_PATH}${token}`,
        token_hash: sha256(token),
      },
      new Date(deps.now()).toISOString(),
    );
    const magicLink = findMagicLink(deps.db, env, id);
    if (!magicLink) throw new Error('The magic link just inserted cannot be read back');
    publishEvent(deps, {
      type: 'export_magic_link.created',
      environment: env,
      data: { magic_link: withoutLink(magicLink) },
    });
    return ok(c, { magic_link: magicLink });
  });

  routes.delete('/:id', requireSession, (c) => {
    const env = c.var.environment;
    const magicLink = findMagicLink(deps.db, env, c.req.param('id'));
    if (!magicLink || !deleteMagicLink(deps.db, env, magicLink.id)) throw new HttpError(404, NOT_FOUND);
    publishEvent(deps, {
      type: 'export_magic_link.deleted',
      environment: env,
      data: { magic_link: withoutLink(magicLink) },
    });
    return ok(c, {});
  });

  return routes;
}

/** `GET /public/vendors/magic-links` (no session, like the destination vendor list). */
export function magicLinkVendorRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/magic-links', (c) => ok(c, { vendors: magicLinkVendorList(formContextFor(c, deps)) }));
  return routes;
}
