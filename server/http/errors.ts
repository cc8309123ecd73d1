import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './app-env.ts';
import { errorBody, HttpError } from './envelope.ts';
import { logText } from './log-text.ts';

/**
 * Failures become error envelopes. Expected ones (HttpError) carry their own status and message;
 * anything else is logged with its stack and answered with a generic 500, never the stack itself.
 */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. Please try again.';

export const errorHandler = (deps: Pick<AppDeps, 'log'>) => (err: Error, c: Context) => {
  if (err instanceof HttpError) return c.json(errorBody(err.message), err.status, err.headers);
  if (err instanceof HTTPException && err.status < 500) return c.json(errorBody(err.message), err.status);
  deps.log.error(`${logText(c.req.method)} ${logText(c.req.path)} failed`, err);
  return c.json(errorBody(INTERNAL_ERROR_MESSAGE), 500);
};

export const notFoundHandler = (c: Context) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404)
    : c.text('Not found', 404);
