import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from '../../src/api/schemas/envelope.ts';

/** The reply envelope of CONTRACT.md §2; `message` is empty unless the outcome needs words. */
export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200, message = '') =>
  c.json({ status: 'success' as const, data, message }, status);

export const errorBody = (message: string): ErrorEnvelope => ({ status: 'error', data: null, message });

/** Thrown anywhere in a request; the error handler turns it into an error envelope with `status`. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  /** Sent with the error reply, such as a 429's `Retry-After`. */
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}
