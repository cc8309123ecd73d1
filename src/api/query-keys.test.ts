import { describe, expect, it } from 'vitest';
import { getApiEnvironment } from './http.ts';
import { entityKeys, entityQueries, pagedEntityQueries, pageQuery } from './query-keys.ts';

describe('entityQueries and pageQuery', () => {
  const keys = entityKeys('things');
  const api = { all: async () => ['a', 'b'], get: async (id: string) => ({ id }) };
  const env = getApiEnvironment();

  it('keep the persisted key shapes', () => {
    const queries = entityQueries(keys, api);
    expect(queries.all().queryKey).toEqual([env, 'things', 'all']);
    expect(queries.detail('x 1').queryKey).toEqual([env, 'things', 'detail', 'x 1']);
    expect(pageQuery(keys.list({ cursor: 'c2' }), async () => []).queryKey).toEqual([
      env,
      'things',
      'list',
      { cursor: 'c2' },
    ]);
  });

  it('read through the endpoint calls', async () => {
    const queries = entityQueries(keys, api);
    const context = {} as never;
    await expect(queries.all().queryFn?.(context)).resolves.toEqual(['a', 'b']);
    await expect(queries.detail('7').queryFn?.(context)).resolves.toEqual({ id: '7' });
  });

  it('keep the page on screen only within one environment', () => {
    const options = pageQuery(keys.list({}), async () => 'page');
    const placeholder = options.placeholderData as (
      p: string,
      q?: { queryKey: unknown[] },
    ) => string | undefined;
    expect(placeholder('old', { queryKey: [env, 'things', 'list', {}] })).toBe('old');
    expect(placeholder('old', { queryKey: ['elsewhere', 'things', 'list', {}] })).toBeUndefined();
  });

  it('give a paged area its page, whole-list and detail queries', async () => {
    const queries = pagedEntityQueries(keys, { ...api, page: async () => 'page' });
    expect(queries.list({ cursor: 'c' }).queryKey).toEqual([env, 'things', 'list', { cursor: 'c' }]);
    await expect(queries.list({}).queryFn?.({} as never)).resolves.toBe('page');
    expect(queries.all().queryKey).toEqual([env, 'things', 'all']);
  });
});
