import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import { type Source, sourceTestBody, sourceWriteBody } from '../../src/api/schemas/source.ts';
import { requireSession } from '../auth/session-cookie.ts';
import { connectionOutcome } from '../forms/connection-rule.ts';
import { immutableProblems, mergeChange } from '../forms/merge-change.ts';
import { readSourceConnectionInput, readSourceInput } from '../forms/sources/source-input.ts';
import type { SourceFormContext } from '../forms/sources/source-vendor-fields.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { publishEvent } from '../runner/events.ts';
import { deepMerge } from '../store/deep-merge.ts';
import type { Requester } from '../store/key-generation.ts';
import {
  deleteSource,
  insertSource,
  loadPreparedSource,
  modelsReading,
  updateSource,
} from '../store/source-writes.ts';
import { findSource, pageSources } from '../store/sources.ts';
import { ensureSshKey } from '../store/ssh-keys.ts';
import { connectionTestDelayMs } from './connection-delay.ts';
import { sourceFormContextFor } from './source-form-context.ts';
import { keyRequester } from './ssh-keys.ts';

/**
 * Sources (`/sources`, paged by created_at) and their connection tests, validated against the source
 * form (forms/sources/). Vendor and host cannot change; secrets are never returned. Every write
 * publishes export_source.created|updated|deleted with the source as read. A source that models
 * read from cannot be deleted (409 naming them).
 */
const NOT_FOUND = 'Source not found.';

/** A change may not move a source to another vendor or host (SPEC.md §6); it has no recipient. */
function checkImmutable(stored: Record<string, unknown>, change: Record<string, unknown>) {
  const { recipient_id: _notASourceField, ...rest } = change;
  const problems = immutableProblems(stored, rest);
  if (problems.length) throw new HttpError(422, problems.join('; '));
}

async function runTest(deps: AppDeps, ctx: SourceFormContext, prepared: Record<string, unknown>) {
  const { vendor, settings, secrets } = readSourceConnectionInput(ctx, prepared);
  await new Promise((resolve) => setTimeout(resolve, connectionTestDelayMs(deps)));
  return connectionOutcome(vendor, deepMerge(settings, secrets));
}

export function sourceRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  /**
   * A tunnel on the primary key, or Snowflake key-pair auth, needs that key: make it if missing, before
   * the write, so a key refused by its limits leaves nothing written that a retry would write twice.
   */
  async function ensureKeyIfNeeded(
    env: Environment,
    ctx: SourceFormContext,
    vendor: string,
    settings: object,
    requester: Requester | null,
  ) {
    const own = (settings as Record<string, Record<string, unknown> | undefined>)[vendor] ?? {};
    const tunnel = own.ssh_tunnel as { existing_ssh_key?: string } | undefined;
    const onPrimary = own.use_ssh_tunnel === true && tunnel?.existing_ssh_key !== 'secondary';
    if (onPrimary || own.auth_method === 'public_key_auth') {
      await ensureSshKey(
        deps.db,
        env,
        { kind: 'primary' },
        { comment: `prequel-${ctx.organizationId}`, nowIso: nowIso(), requester },
      );
    }
  }

  function publish(env: Environment, type: 'created' | 'updated' | 'deleted', source: Source | null) {
    publishEvent(deps, { type: `export_source.${type}`, environment: env, data: { source } });
  }

  routes.get('/', requireSession, (c) => {
    const { sources, nextCursor } = pageSources(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'sources', sources, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const source = findSource(deps.db, c.var.environment, c.req.param('id'));
    if (!source) throw new HttpError(404, NOT_FOUND);
    return ok(c, { source });
  });

  routes.post('/', requireSession, jsonBody(sourceWriteBody), async (c) => {
    const env = c.var.environment;
    const ctx = sourceFormContextFor(c, deps);
    const { vendor, record } = readSourceInput(deps.db, env, ctx, c.var.body.source);
    await ensureKeyIfNeeded(env, ctx, vendor, record.settings, keyRequester(c, deps));
    const id = randomUUID();
    insertSource(deps.db, env, { ...record, id, vendor, nowIso: nowIso() });
    const source = findSource(deps.db, env, id);
    publish(env, 'created', source);
    return ok(c, { source });
  });

  routes.patch('/:id', requireSession, jsonBody(sourceWriteBody), async (c) => {
    const env = c.var.environment;
    const id = c.req.param('id');
    const stored = loadPreparedSource(deps.db, env, id);
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.source;
    checkImmutable(stored, change);
    const ctx = sourceFormContextFor(c, deps);
    const { vendor, record } = readSourceInput(deps.db, env, ctx, mergeChange(stored, change), id);
    await ensureKeyIfNeeded(env, ctx, vendor, record.settings, keyRequester(c, deps));
    updateSource(deps.db, id, { ...record, nowIso: nowIso() });
    const source = findSource(deps.db, env, id);
    publish(env, 'updated', source);
    return ok(c, { source });
  });

  routes.delete('/:id', requireSession, (c) => {
    const env = c.var.environment;
    const source = findSource(deps.db, env, c.req.param('id'));
    if (!source) throw new HttpError(404, NOT_FOUND);
    const models = modelsReading(deps.db, source.id);
    if (models.length > 0) {
      const names = models.map((m) => JSON.stringify(m)).join(', ');
      throw new HttpError(
        409,
        `The source "${source.name}" is read by the ${models.length === 1 ? 'model' : 'models'} ${names}; delete ${models.length === 1 ? 'it' : 'them'} first.`,
      );
    }
    deleteSource(deps.db, source.id);
    publish(env, 'deleted', source);
    return ok(c, {});
  });

  routes.post('/:id/test-connection', requireSession, jsonBody(sourceTestBody), async (c) => {
    const stored = loadPreparedSource(deps.db, c.var.environment, c.req.param('id'));
    if (!stored) throw new HttpError(404, NOT_FOUND);
    const change = c.var.body.source ?? {};
    checkImmutable(stored, change);
    return ok(c, await runTest(deps, sourceFormContextFor(c, deps), mergeChange(stored, change)));
  });

  return routes;
}

/** `POST /test-source {source}`: a source not saved yet. */
export function sourceTestRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/test-source', requireSession, jsonBody(sourceWriteBody), async (c) =>
    ok(c, await runTest(deps, sourceFormContextFor(c, deps), c.var.body.source)),
  );
  return routes;
}
