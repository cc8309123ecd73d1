import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { destinationTestBody, destinationWriteBody } from '../../src/api/schemas/destination.ts';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import { requireSession } from '../auth/session-cookie.ts';
import { connectionOutcome } from '../forms/connection-rule.ts';
import { readConnectionInput, readDestinationInput } from '../forms/destination-input.ts';
import { immutableProblems, mergeChange } from '../forms/merge-change.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { publishEvent } from '../runner/events.ts';
import { deepMerge } from '../store/deep-merge.ts';
import {
  deleteDestination,
  insertDestination,
  loadPrepared,
  updateDestination,
} from '../store/destination-writes.ts';
import { findDestination } from '../store/destinations.ts';
import type { Requester } from '../store/key-generation.ts';
import { recipientProviderId } from '../store/recipients.ts';
import { ensureSshKey } from '../store/ssh-keys.ts';
import { connectionTestDelayMs } from './connection-delay.ts';
import { formContextFor } from './form-context.ts';
import { keyRequester } from './ssh-keys.ts';

/**
 * Destination writes and connection tests (CONTRACT.md §6, SPEC.md §7), mounted next to the reads at
 * /destinations and /export/destinations; `POST /test-destination` sits at the API root. Every write
 * publishes export_destination.created|updated|deleted with the destination as read (no secrets).
 */
const NOT_FOUND = 'Destination not found.';

/**
 * Tunnels and key-pair auth need the recipient's key: make it so reads can show it. Called before the
 * write, so a key refused by its limits (429, 503) or a recipient deleted meanwhile (404) leaves nothing
 * written that a retry would write twice.
 */
export async function ensureRecipientKeyIfNeeded(
  deps: AppDeps,
  environment: Environment,
  recipientId: string,
  settings: Record<string, unknown>,
  requester: Requester | null,
) {
  const json = JSON.stringify(settings);
  if (json.includes('"use_ssh_tunnel":true') || json.includes('"auth_method":"public_key_auth"')) {
    const recipient = recipientProviderId(deps.db, recipientId);
    await ensureSshKey(
      deps.db,
      environment,
      { kind: 'recipient', recipientId },
      { comment: `prequel-${recipient}`, nowIso: new Date(deps.now()).toISOString(), requester },
    );
  }
}

export function destinationWriteRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  function publish(environment: Environment, type: 'created' | 'updated' | 'deleted', destination: unknown) {
    publishEvent(deps, { type: `export_destination.${type}`, environment, data: { destination } });
  }

  routes.post('/', requireSession, jsonBody(destinationWriteBody), async (c) => {
    const env = c.var.environment;
    const { vendor, record } = readDestinationInput(
      deps.db,
      env,
      formContextFor(c, deps),
      c.var.body.destination,
    );
    await ensureRecipientKeyIfNeeded(deps, env, record.recipient_id, record.settings, keyRequester(c, deps));
    const id = randomUUID();
    insertDestination(deps.db, env, { ...record, id, vendor, nowIso: nowIso() });
    const destination = findDestination(deps.db, env, id);
    publish(c.var.environment, 'created', destination);
    return ok(c, { destination });
  });

  routes.patch('/:id', requireSession, jsonBody(destinationWriteBody), async (c) => {
    const env = c.var.environment;
    const id = c.req.param('id');
    const stored = loadPrepared(deps.db, env, id);
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.destination;
    const problems = immutableProblems(stored, change);
    if (problems.length) throw new HttpError(422, problems.join('; '));
    const merged = mergeChange(stored, change);
    const { record } = readDestinationInput(deps.db, env, formContextFor(c, deps), merged, id);
    await ensureRecipientKeyIfNeeded(deps, env, record.recipient_id, record.settings, keyRequester(c, deps));
    updateDestination(deps.db, id, { ...record, nowIso: nowIso() });
    const destination = findDestination(deps.db, env, id);
    publish(c.var.environment, 'updated', destination);
    return ok(c, { destination });
  });

  routes.delete('/:id', requireSession, (c) => {
    const env = c.var.environment;
    const destination = findDestination(deps.db, env, c.req.param('id'));
    if (!destination || !deleteDestination(deps.db, env, destination.id)) throw new HttpError(404, NOT_FOUND);
    publish(c.var.environment, 'deleted', destination);
    return ok(c, {});
  });

  routes.post('/:id/test-connection', requireSession, jsonBody(destinationTestBody), async (c) => {
    const stored = loadPrepared(deps.db, c.var.environment, c.req.param('id'));
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.destination ?? {};
    const problems = immutableProblems(stored, change);
    if (problems.length) throw new HttpError(422, problems.join('; '));
    return ok(c, await runTest(deps, formContextFor(c, deps), mergeChange(stored, change)));
  });

  return routes;
}

/** `POST /test-destination {destination}`: a destination not saved yet. */
export function connectionTestRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/test-destination', requireSession, jsonBody(destinationWriteBody), async (c) =>
    ok(c, await runTest(deps, formContextFor(c, deps), c.var.body.destination)),
  );
  return routes;
}

export async function runTest(
  deps: AppDeps,
  ctx: ReturnType<typeof formContextFor>,
  prepared: Record<string, unknown>,
) {
  const { vendor, settings, secrets } = readConnectionInput(ctx, prepared);
  await new Promise((resolve) => setTimeout(resolve, connectionTestDelayMs(deps)));
  return connectionOutcome(vendor, deepMerge(settings, secrets));
}
