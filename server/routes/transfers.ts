import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { transferRequest } from '../../src/api/schemas/transfer.ts';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { cancelTransfer } from '../runner/cancel.ts';
import { type DestinationFacts, readDestinationFacts } from '../runner/destination-facts.ts';
import { iso } from '../runner/vocabulary/time.ts';
import { insertTransfer } from '../store/transfer-writes.ts';
import { dailyTransferStats, findTransfer, pageTransfers } from '../store/transfers.ts';

/**
 * Transfers (SPEC.md §7, CONTRACT.md §5): Sync Now / full refresh enqueue a PENDING transfer that the
 * engine (server/runner/) runs; reads, cancel and the overview's daily stats. Mounted at / and at the
 * deprecated /export.
 */
export const DESTINATION_NOT_FOUND = 'Destination not found.';

export function destinationOr404(deps: AppDeps, environment: AppEnv['Variables']['environment'], id: string) {
  const destination = readDestinationFacts(deps.db, environment, id);
  if (!destination) throw new HttpError(404, DESTINATION_NOT_FOUND);
  return destination;
}

/**
 * The requested models, checked against the ones the destination may receive; omitted or [] = all of
 * them, as the public API reads an empty list.
 */
export function chosenModels(destination: DestinationFacts, requested: string[] | undefined): string[] {
  const available = destination.availableModels;
  if (available.length === 0) {
    throw new HttpError(
      422,
      'models: this destination has no models to send (its products have none enabled).',
    );
  }
  if (!requested || requested.length === 0) return available;
  const unknown = requested.filter((model) => !available.includes(model));
  if (unknown.length) {
    throw new HttpError(
      422,
      `models: ${unknown.map((m) => `"${m}"`).join(', ')} ${unknown.length === 1 ? 'is not a model' : 'are not models'} of this destination (available: ${available.join(', ')})`,
    );
  }
  return [...new Set(requested)].sort();
}

export function transferRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/destinations/:id/transfer', requireSession, jsonBody(transferRequest), (c) => {
    const destination = destinationOr404(deps, c.var.environment, c.req.param('id'));
    if (!destination.isEnabled) {
      throw new HttpError(409, 'This destination is disabled; enable it before starting a transfer.');
    }
    const body = c.var.body;
    const id = randomUUID();
    const utc = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
    insertTransfer(deps.db, {
      id,
      environment: c.var.environment,
      destinationId: destination.id,
      fullRefresh: body.full_refresh ?? false,
      models: chosenModels(destination, body.models),
      submittedAt: iso(deps.now()),
      startWindow: utc(body.start_transfer_window_at),
      endWindow: utc(body.end_transfer_window_at),
      tags: body.tags ?? {},
    });
    return ok(c, { transfer: findTransfer(deps.db, c.var.environment, id) });
  });

  // Before /transfers/:id, which would otherwise take "daily-stats" for an id.
  routes.get('/transfers/daily-stats', requireSession, (c) => {
    const destinationId = c.req.query('destination_id') || null;
    if (destinationId) destinationOr404(deps, c.var.environment, destinationId);
    const stats = dailyTransferStats(deps.db, c.var.environment, destinationId, deps.now());
    return ok(c, { daily_transfer_stats: stats });
  });

  routes.get('/transfers', requireSession, (c) => {
    const destinationId = c.req.query('destination_id') || null;
    if (destinationId) destinationOr404(deps, c.var.environment, destinationId);
    const page = readPageRequest(c);
    const { transfers, nextCursor } = pageTransfers(deps.db, c.var.environment, destinationId, page);
    return sendPage(c, 'transfers', transfers, nextCursor);
  });

  routes.get('/transfers/:id', requireSession, (c) => {
    const transfer = findTransfer(deps.db, c.var.environment, c.req.param('id'));
    if (!transfer) throw new HttpError(404, 'Transfer not found.');
    return ok(c, { transfer });
  });

  routes.post('/transfers/:id/cancel', requireSession, (c) =>
    ok(c, { transfer: cancelTransfer(deps, c.var.environment, c.req.param('id')) }),
  );

  return routes;
}
