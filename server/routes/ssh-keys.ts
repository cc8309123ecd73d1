import { Hono } from 'hono';
import { requireSession, sessionOf } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv, SessionInfo } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { Requester } from '../store/key-generation.ts';
import { rotateOrganizationKey } from '../store/organization-ssh-keys.ts';
import { findRecipient } from '../store/recipients.ts';
import { ensureSshKey, noSuchRecipient } from '../store/ssh-keys.ts';
import { formContextFor } from './form-context.ts';

/**
 * SSH public keys (SPEC.md §7): `POST /actions/generate-ssh-key?recipient_id=` for a recipient's
 * destinations, `POST /public/actions/generate-ssh-key?org_id=` for the organisation's sources. The
 * same key comes back on every call; `rotate=true` replaces it (for the organisation, the old primary
 * key stays on as the secondary one, see store/organization-ssh-keys.ts). Every new key, first or
 * rotated, is within the limits of store/key-generation.ts: 429 or 503 with Retry-After beyond them.
 */
const isRotate = (raw: string | undefined) => raw === 'true' || raw === '1';

/** Whose limits a key made for this request counts against: the signed-in user, if any. */
export function keyRequester(
  c: { var: { session: SessionInfo | null } },
  deps: Pick<AppDeps, 'now'>,
): Requester | null {
  const session = c.var.session;
  return session ? { userId: session.userId, nowMs: deps.now() } : null;
}

export function sshKeyRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  routes.post('/actions/generate-ssh-key', requireSession, async (c) => {
    const recipientId = c.req.query('recipient_id')?.trim();
    if (!recipientId) throw new HttpError(422, 'recipient_id: recipient_id is required');
    const recipient = findRecipient(deps.db, c.var.environment, recipientId);
    if (!recipient) throw noSuchRecipient(recipientId);
    const key = await ensureSshKey(
      deps.db,
      c.var.environment,
      { kind: 'recipient', recipientId },
      {
        comment: `prequel-${recipient.id_in_provider_system}`,
        nowIso: nowIso(),
        rotate: isRotate(c.req.query('rotate')),
        requester: keyRequester(c, deps),
      },
    );
    return ok(c, key);
  });

  routes.post('/public/actions/generate-ssh-key', async (c) => {
    const { organizationId } = formContextFor(c, deps);
    const options = { comment: `prequel-${organizationId}`, nowIso: nowIso() };
    if (!isRotate(c.req.query('rotate'))) {
      const requester = keyRequester(c, deps);
      const key = await ensureSshKey(
        deps.db,
        c.var.environment,
        { kind: 'primary' },
        { ...options, requester },
      );
      return ok(c, key);
    }
    // Fetching the key is public (onboarding pages show it); replacing it changes what every source
    // tunnel presents, so only a signed-in user may.
    const requester = { userId: sessionOf(c).userId, nowMs: deps.now() };
    const key = await rotateOrganizationKey(deps.db, c.var.environment, { ...options, requester });
    return ok(c, key);
  });

  return routes;
}
