import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { destinationWriteBody } from '../../src/api/schemas/destination.ts';
import type { MagicLink, MagicLinkState, Onboarding } from '../../src/api/schemas/magic-link.ts';
import type { DestinationVendor } from '../../src/api/schemas/vendor.ts';
import { findNode } from '../../src/api/wire/walk.ts';
import { destinationForm } from '../forms/destination-form.ts';
import { readDestinationInput } from '../forms/destination-input.ts';
import { planPresets } from '../forms/magic-link-presets.ts';
import { type OnboardingLock, onboardingDestination, onboardingForm } from '../forms/onboarding-form.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { publishEvent } from '../runner/events.ts';
import { sha256 } from '../secrets/hashing.ts';
import { findDestination } from '../store/destinations.ts';
import { expiresAt, findByTokenHash, insertDestinationForLink } from '../store/magic-links.ts';
import { findOrganization } from '../store/organization.ts';
import { recipientName } from '../store/recipients.ts';
import { ensureSshKey } from '../store/ssh-keys.ts';
import { ensureRecipientKeyIfNeeded, runTest } from './destination-writes.ts';
import { formContextFor } from './form-context.ts';
import { keyRequester } from './ssh-keys.ts';

/**
 * The recipient's side of a magic link (no session: the token in the path is the credential).
 * `GET /public/magic-links/{token}` says what the link is for and, while it is active, gives the
 * locked destination form; `POST …/test` tests a connection; `POST …/submit` creates the destination
 * (validated as `POST /destinations`), marks the link used and publishes export_destination.created.
 * The link's own environment applies, whatever the Environment header says. Test and submit on a used
 * or expired link are 410; an unknown token is 404.
 */
const KEY_FIELDS = ['ssh_public_key', 'public_key'];
const UNKNOWN = 'This magic link does not exist or was deleted. Ask for a new link.';

function stateOf(
  link: MagicLink,
  nowMs: number,
  organization: string,
): { state: MagicLinkState; reason: string | null } {
  if (link.has_been_used) {
    return {
      state: 'used',
      reason: `This magic link was already used to set up a destination. Ask ${organization} for a new link to set up another one.`,
    };
  }
  const expires = expiresAt(link.created_at);
  if (nowMs >= Date.parse(expires)) {
    return {
      state: 'expired',
      reason: `This magic link expired on ${expires} (links last 7 days). Ask ${organization} for a new link.`,
    };
  }
  return { state: 'active', reason: null };
}

export function onboardingRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  /** The link named by the token, with everything its form needs. */
  function load(token: string, c: Parameters<typeof formContextFor>[0]) {
    const found = findByTokenHash(deps.db, sha256(token));
    if (!found) throw new HttpError(404, UNKNOWN);
    const { environment, magicLink } = found;
    const ctx = formContextFor(c, deps);
    const organization = findOrganization(deps.db, ctx.organizationId)?.name ?? ctx.organizationId;
    const recipient = { id: magicLink.recipient_id, name: recipientName(deps.db, magicLink.recipient_id) };
    const vendor = magicLink.vendor as DestinationVendor;
    const definition = destinationForm(ctx, vendor);
    const plan = planPresets(definition, vendor, magicLink);
    const lock: Omit<OnboardingLock, 'key'> = {
      vendor,
      recipient,
      isEnabled: magicLink.set_destination_enabled !== false,
      fields: plan.fields,
    };
    return {
      environment,
      magicLink,
      ctx,
      organization,
      definition,
      lock,
      ...stateOf(magicLink, deps.now(), organization),
    };
  }

  function loadActive(token: string, c: Parameters<typeof formContextFor>[0]) {
    const loaded = load(token, c);
    if (loaded.reason !== null) throw new HttpError(410, loaded.reason);
    return loaded;
  }

  routes.get('/:token', async (c) => {
    const { environment, magicLink, organization, definition, lock, state, reason } = load(
      c.req.param('token'),
      c,
    );
    let form: Onboarding['form'] = null;
    if (state === 'active') {
      // Tunnels and key-pair auth need the recipient's public key on the page, before the first test.
      const needsKey = KEY_FIELDS.some((name) => findNode(definition.form, name));
      const key = needsKey
        ? await ensureSshKey(
            deps.db,
            environment,
            { kind: 'recipient', recipientId: lock.recipient.id },
            {
              comment: `prequel-${magicLink.id_in_provider_system}`,
              nowIso: new Date(deps.now()).toISOString(),
              requester: keyRequester(c, deps),
            },
          )
        : null;
      form = onboardingForm(definition, { ...lock, key });
    }
    const onboarding: Onboarding = {
      name: magicLink.name,
      vendor: magicLink.vendor,
      recipient_name: lock.recipient.name,
      organization_name: organization,
      expires_at: expiresAt(magicLink.created_at),
      state,
      reason,
      form,
    };
    return ok(c, { onboarding });
  });

  routes.post('/:token/test', jsonBody(destinationWriteBody), async (c) => {
    const { ctx, lock } = loadActive(c.req.param('token'), c);
    return ok(c, await runTest(deps, ctx, onboardingDestination(c.var.body.destination, lock)));
  });

  routes.post('/:token/submit', jsonBody(destinationWriteBody), async (c) => {
    const { environment, magicLink, ctx, organization, lock } = loadActive(c.req.param('token'), c);
    const prepared = onboardingDestination(c.var.body.destination, lock);
    const { vendor, record } = readDestinationInput(deps.db, environment, ctx, prepared);
    await ensureRecipientKeyIfNeeded(
      deps,
      environment,
      record.recipient_id,
      record.settings,
      keyRequester(c, deps),
    );
    const id = randomUUID();
    const nowIso = new Date(deps.now()).toISOString();
    // Checked again inside the write: of two submits of one link, exactly one creates a destination.
    if (
      !insertDestinationForLink(deps.db, magicLink.id, nowIso, environment, { ...record, id, vendor, nowIso })
    ) {
      throw new HttpError(
        410,
        stateOf({ ...magicLink, has_been_used: true }, 0, organization).reason ?? UNKNOWN,
      );
    }
    const destination = findDestination(deps.db, environment, id);
    publishEvent(deps, { type: 'export_destination.created', environment, data: { destination } });
    return ok(c, { destination, redirect_url: magicLink.redirect_url ?? null });
  });

  return routes;
}
