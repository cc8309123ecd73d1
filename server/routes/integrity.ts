import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../../src/api/schemas/envelope.ts';
import { integrityRequest } from '../../src/api/schemas/integrity.ts';
import { INTEGRITY_CHECK_VENDORS } from '../../src/api/schemas/vendor.ts';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { type PageRequest, readPageRequest, sendPage } from '../http/paging.ts';
import { cancelIntegrityJob } from '../runner/cancel.ts';
import { iso } from '../runner/vocabulary/time.ts';
import {
  findIntegrityRow,
  insertIntegrityJob,
  pageIntegrityJobs,
  toIntegrityJob,
} from '../store/integrity.ts';
import { chosenModels, destinationOr404 } from './transfers.ts';

/**
 * Data integrity checks (SPEC.md §2.4, §7): enqueue one for the twelve vendors that support it, list a
 * destination's checks (`count` is the console's name for page_size), read one, cancel one.
 */
const SUPPORTED = new Set<string>(INTEGRITY_CHECK_VENDORS);
const NOT_FOUND = 'Data integrity job not found.';

/** The page request, with `count=20` accepted as the page size when page_size is absent. */
function integrityPage(c: Context): PageRequest {
  const page = readPageRequest(c);
  const count = c.req.query('count');
  if (count === undefined || c.req.query('page_size') !== undefined) return page;
  const size = Number(count);
  if (count.trim() === '' || !Number.isInteger(size) || size < PAGE_SIZE_MIN || size > PAGE_SIZE_MAX) {
    throw new HttpError(422, `count: count must be a whole number from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}`);
  }
  return { ...page, pageSize: size };
}

export function integrityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/destinations/:id/data-integrity', requireSession, jsonBody(integrityRequest), (c) => {
    const destination = destinationOr404(deps, c.var.environment, c.req.param('id'));
    if (!SUPPORTED.has(destination.vendor)) {
      throw new HttpError(
        422,
        `vendor: data integrity checks are not available for ${destination.vendor} destinations (only ${INTEGRITY_CHECK_VENDORS.join(', ')})`,
      );
    }
    const body = c.var.body;
    const id = randomUUID();
    insertIntegrityJob(deps.db, {
      id,
      environment: c.var.environment,
      destinationId: destination.id,
      models: chosenModels(
        destination,
        body.models?.map((m) => m.model_name),
      ),
      checkValueIntegrity: body.check_value_integrity ?? false,
      submittedAt: iso(deps.now()),
    });
    const row = findIntegrityRow(deps.db, c.var.environment, id);
    return ok(c, { job: row ? toIntegrityJob(row) : null });
  });

  routes.get('/destinations/:id/data-integrity', requireSession, (c) => {
    const destination = destinationOr404(deps, c.var.environment, c.req.param('id'));
    const { jobs, nextCursor } = pageIntegrityJobs(
      deps.db,
      c.var.environment,
      destination.id,
      integrityPage(c),
    );
    return sendPage(c, 'jobs', jobs, nextCursor);
  });

  routes.get('/destinations/:id/data-integrity/:jobId', requireSession, (c) => {
    const destination = destinationOr404(deps, c.var.environment, c.req.param('id'));
    const row = findIntegrityRow(deps.db, c.var.environment, c.req.param('jobId'));
    if (!row || row.destination_id !== destination.id) throw new HttpError(404, NOT_FOUND);
    return ok(c, { job: toIntegrityJob(row) });
  });

  routes.post('/destinations/data-integrity/:jobId/cancel', requireSession, (c) =>
    ok(c, { job: cancelIntegrityJob(deps, c.var.environment, c.req.param('jobId')) }),
  );

  return routes;
}
