import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { environment } from '../../src/api/schemas/envelope.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './envelope.ts';

/** The `Environment` request header picks the data set of every call; absent means prod. */
export const environmentHeader = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header('Environment');
  const value = raw === undefined || raw.trim() === '' ? 'prod' : raw.trim();
  const parsed = v.safeParse(environment, value);
  if (!parsed.success) {
    throw new HttpError(400, `Environment header must be "prod" or "staging" (received "${value}").`);
  }
  c.set('environment', parsed.output);
  await next();
});
