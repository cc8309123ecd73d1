import type { Context } from 'hono';
import * as v from 'valibot';
import { PAGE_SIZE_DEFAULT, pageQuery } from '../../src/api/schemas/envelope.ts';
import { HttpError } from './envelope.ts';
import { describeIssues } from './issues.ts';

/**
 * Keyset pagination for every list (CONTRACT.md §3). Rows sort by one column with the id breaking
 * ties; the cursor is base64 of `{"id", "last_seen_sort_value"}` of the last row sent, and the next
 * page starts strictly after it, so rows added meanwhile never shift a page (no repeats, no gaps).
 */
export interface PageRequest {
  pageSize: number;
  order: 'asc' | 'desc';
  after: { id: string; sortValue: string } | null;
}

const cursorSchema = v.object({
  id: v.string(),
  last_seen_sort_value: v.union([v.string(), v.number()]),
});

export const encodeCursor = (id: string, sortValue: string) =>
  Buffer.from(JSON.stringify({ id, last_seen_sort_value: sortValue })).toString('base64');

function decodeCursor(raw: string): PageRequest['after'] {
  try {
    // Accepts standard and URL-safe base64.
    const json: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    const cursor = v.parse(cursorSchema, json);
    return { id: cursor.id, sortValue: String(cursor.last_seen_sort_value) };
  } catch {
    throw new HttpError(
      422,
      'cursor: cursor is not a valid page cursor (use next_url from the previous page)',
    );
  }
}

/** Reads page_size, order and cursor from the query; a bad one is 422 naming the parameter. */
export function readPageRequest(c: Context): PageRequest {
  const query = c.req.query();
  const parsed = v.safeParse(pageQuery, query);
  if (!parsed.success) throw new HttpError(422, describeIssues(parsed.issues, 'query'));
  const { page_size, order, cursor } = parsed.output;
  return {
    pageSize: page_size ?? PAGE_SIZE_DEFAULT,
    order: order ?? 'desc',
    after: cursor === undefined || cursor === '' ? null : decodeCursor(cursor),
  };
}

/**
 * The list envelope: data under `key`, has_next always, next_url (absolute, on this server's public
 * origin, same query) when set.
 */
export function pageEnvelope<T>(c: Context, key: string, items: T[], nextCursor: string | null) {
  const body = {
    status: 'success' as const,
    data: { [key]: items },
    message: '',
    has_next: nextCursor !== null,
  };
  if (nextCursor === null) return body;
  const own = new URL(c.req.url);
  const next = new URL(`${own.pathname}${own.search}`, c.get('publicOrigin') ?? own.origin);
  next.searchParams.set('cursor', nextCursor);
  return { ...body, next_url: next.toString() };
}

export function sendPage<T>(c: Context, key: string, items: T[], nextCursor: string | null) {
  return c.json(pageEnvelope(c, key, items, nextCursor));
}
