import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './envelope.ts';
import { jsonBody, MALFORMED_JSON_MESSAGE, NOT_AN_OBJECT_MESSAGE } from './json-body.ts';

const app = new Hono<AppEnv>();
app.onError((e, c) =>
  e instanceof HttpError
    ? c.json({ status: 'error', data: null, message: e.message }, e.status as 400)
    : c.json({ status: 'error', data: null, message: 'unexpected' }, 500),
);
app.post('/', jsonBody(v.object({ tags: v.optional(v.record(v.string(), v.string())) })), (c) =>
  c.json({ status: 'success', data: c.var.body }),
);
const post = (body: string) =>
  app.request('/', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('jsonBody', () => {
  it('refuses unreadable JSON with 400', async () => {
    const res = await post('{"tags":');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(MALFORMED_JSON_MESSAGE);
  });

  it.each(['[]', '[{"tags":{}}]', '"text"', '42', 'null'])(
    'refuses %s, which is not an object, with 400',
    async (body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(NOT_AN_OBJECT_MESSAGE);
    },
  );

  it('takes an empty body as {} and a valid object as it is', async () => {
    expect(await (await post('')).json()).toEqual({ status: 'success', data: {} });
    expect(await (await post('{"tags":{"a":"b"}}')).json()).toEqual({
      status: 'success',
      data: { tags: { a: 'b' } },
    });
  });
});
