import type { Context } from 'hono';
import { type PageRequest, readPageRequest } from '../http/paging.ts';

/**
 * Models and products are listed by name (SPEC.md §3), so without an explicit `order` they page
 * A to Z rather than the newest-first default of other lists.
 */
export function readAlphabeticalPage(c: Context): PageRequest {
  const page = readPageRequest(c);
  return c.req.query('order') === undefined ? { ...page, order: 'asc' } : page;
}
