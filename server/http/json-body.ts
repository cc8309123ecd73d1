import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './envelope.ts';
import { describeIssues } from './issues.ts';
import { assertNestingWithin, assertSizesWithin } from './json-limits.ts';
import { isJsonType, NOT_JSON_MESSAGE } from './request-guard.ts';

/**
 * Reads the JSON body and validates it with a schema from src/api/schemas: unreadable JSON is 400,
 * a body that fails the schema is 422 naming the field. Handlers read the typed result from
 * `c.var.body`. An empty body counts as `{}`, so a missing field is reported by name. Nesting, string,
 * list and object sizes are bounded first (json-limits.ts).
 */
export const MALFORMED_JSON_MESSAGE = 'Request body is not valid JSON.';
export const NOT_AN_OBJECT_MESSAGE = 'Request body must be a JSON object.';

export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<AppEnv & { Variables: { body: v.InferOutput<S> } }>(async (c, next) => {
    const text = await c.req.text();
    let json: unknown = {};
    if (text.trim() !== '') {
      if (!isJsonType(c.req.header('Content-Type'))) throw new HttpError(415, NOT_JSON_MESSAGE);
      assertNestingWithin(text);
      try {
        json = JSON.parse(text);
      } catch {
        throw new HttpError(400, MALFORMED_JSON_MESSAGE);
      }
    }
    // Every body of the contract is an object; an array or a bare value is malformed, not merely invalid.
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      throw new HttpError(400, NOT_AN_OBJECT_MESSAGE);
    }
    assertSizesWithin(json);
    const result = v.safeParse(schema, json);
    if (!result.success) throw new HttpError(422, describeIssues(result.issues));
    c.set('body', result.output);
    await next();
  });
}
