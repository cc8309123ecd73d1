import { Hono } from 'hono';
import * as v from 'valibot';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { describeIssues } from '../http/issues.ts';
import { transferReport } from '../store/transfers.ts';

/**
 * `GET /reports/transfers?start=&end=&destinations=`: per destination, transfers submitted in
 * [start, end) counted by status, with the rows they moved. start and end are RFC 3339 date-times or
 * dates (UTC); by default the console's window, 30.9 days back to one day ahead. `destinations` is a
 * comma-separated list of ids (all of the environment's when absent).
 */
const DAY_MS = 86_400_000;
export const REPORT_DEFAULT_DAYS_BACK = 30.9;
export const REPORT_DEFAULT_DAYS_AHEAD = 1;

const instant = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (text) =>
          /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/i.test(text) &&
          !Number.isNaN(Date.parse(text)),
        `${name} must be a date (2026-11-22) or an RFC 3339 date-time`,
      ),
      v.transform((text) => new Date(text).toISOString()),
    ),
  );

const reportQuery = v.object({
  start: instant('start'),
  end: instant('end'),
  destinations: v.optional(v.string()),
});

export function reportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/reports/transfers', requireSession, (c) => {
    const parsed = v.safeParse(reportQuery, c.req.query());
    if (!parsed.success) throw new HttpError(422, describeIssues(parsed.issues, 'query'));
    const now = deps.now();
    const start = parsed.output.start ?? new Date(now - REPORT_DEFAULT_DAYS_BACK * DAY_MS).toISOString();
    const end = parsed.output.end ?? new Date(now + REPORT_DEFAULT_DAYS_AHEAD * DAY_MS).toISOString();
    if (start >= end) throw new HttpError(422, 'start: start must be before end');
    const ids = parsed.output.destinations
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const report = transferReport(deps.db, c.var.environment, { start, end }, ids?.length ? ids : null);
    const missing = (ids ?? []).filter((id) => !report.destinations.some((d) => d.destination_id === id));
    if (missing.length) {
      throw new HttpError(
        422,
        `destinations: no destination with id ${missing.map((id) => `"${id}"`).join(', ')}`,
      );
    }
    return ok(c, { report });
  });

  return routes;
}
