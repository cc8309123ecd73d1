import { type Context, Hono } from 'hono';
import { requireSession, sessionOf } from '../auth/session-cookie.ts';
import { refuseTooMany } from '../auth/too-many-requests.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { rotateOrganizationKey } from '../store/organization-ssh-keys.ts';
import { findRecipient } from '../store/recipients.ts';
import { ensureSshKey } from '../store/ssh-keys.ts';
import { formContextFor } from './form-context.ts';
import { rotationLimits } from './rotation-limits.ts';

/**
 * SSH public keys (SPEC.md §7): `POST /actions/generate-ssh-key?recipient_id=` for a recipient's
 * destinations, `POST /public/actions/generate-ssh-key?org_id=` for the organisation's sources. The
 * same key comes back on every call; `rotate=true` replaces it (for the organisation, the old primary
 * key stays on as the secondary one, see store/organization-ssh-keys.ts). Rotating is limited per
 * signed-in user (routes/rotation-limits.ts): 429 with Retry-After beyond the limit.
 */
const isRotate = (raw: string | undefined) => raw === 'true' || raw === '1';

export function sshKeyRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();
  const rotations = rotationLimits(deps.now);

  /** Runs a rotation for the signed-in user within their limits. */
  async function limited<T>(c: Context<AppEnv>, rotate: () => Promise<T>): Promise<T> {
    const { userId } = sessionOf(c);
    const refusal = rotations.take(userId);
    if (refusal) refuseTooMany(c, refusal);
    try {
      return await rotate();
    } finally {
      rotations.finish(userId);
    }
  }

  routes.post('/actions/generate-ssh-key', requireSession, async (c) => {
    const recipientId = c.req.query('recipient_id')?.trim();
    if (!recipientId) throw new HttpError(422, 'recipient_id: recipient_id is required');
    const recipient = findRecipient(deps.db, c.var.environment, recipientId);
    if (!recipient) throw new HttpError(404, `No recipient with id "${recipientId}".`);
    const rotate = isRotate(c.req.query('rotate'));
    const ensure = () =>
      ensureSshKey(
        deps.db,
        c.var.environment,
        { kind: 'recipient', recipientId },
        { comment: `prequel-${recipient.id_in_provider_system}`, nowIso: nowIso(), rotate },
      );
    return ok(c, await (rotate ? limited(c, ensure) : ensure()));
  });

  routes.post('/public/actions/generate-ssh-key', async (c) => {
    const { organizationId } = formContextFor(c, deps);
    const options = { comment: `prequel-${organizationId}`, nowIso: nowIso() };
    if (!isRotate(c.req.query('rotate'))) {
      return ok(c, await ensureSshKey(deps.db, c.var.environment, { kind: 'primary' }, options));
    }
    // Fetching the key is public (onboarding pages show it); replacing it changes what every source
    // tunnel presents, so only a signed-in user may (limited() asks for the session).
    const key = await limited(c, () => rotateOrganizationKey(deps.db, c.var.environment, options));
    return ok(c, key);
  });

  return routes;
}
