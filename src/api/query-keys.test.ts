import { describe, expect, it } from 'vitest';
import { entityKeys, entityQueries, pagedEntityQueries, pageQuery } from './query-keys.ts';

describe('entityQueries and pageQuery', () => {
  const keys = entityKeys('things');
  const api = { all: async () => ['a', 'b'], get: async (id: string) => ({ id }) };

  it('keep the persisted key shapes, under the environment they are given', () => {
    const queries = entityQueries(keys, api);
    expect(queries.all('prod').queryKey).toEqual(['prod', 'things', 'all']);
    expect(queries.detail('staging', 'x 1').queryKey).toEqual(['staging', 'things', 'detail', 'x 1']);
    expect(pageQuery(keys.list('prod', { cursor: 'c2' }), async () => []).queryKey).toEqual([
      'prod',
      'things',
      'list',
      { cursor: 'c2' },
    ]);
  });

  it('read through the endpoint calls', async () => {
    const queries = entityQueries(keys, api);
    const context = {} as never;
    await expect(queries.all('prod').queryFn?.(context)).resolves.toEqual(['a', 'b']);
    await expect(queries.detail('prod', '7').queryFn?.(context)).resolves.toEqual({ id: '7' });
  });

  it('keep the page on screen only within one environment', () => {
    const options = pageQuery(keys.list('staging', {}), async () => 'page');
    const placeholder = options.placeholderData as (
      p: string,
      q?: { queryKey: unknown[] },
    ) => string | undefined;
    expect(placeholder('old', { queryKey: ['staging', 'things', 'list', {}] })).toBe('old');
    expect(placeholder('old', { queryKey: ['prod', 'things', 'list', {}] })).toBeUndefined();
  });

  it('give a paged area its page, whole-list and detail queries', async () => {
    const queries = pagedEntityQueries(keys, { ...api, page: async () => 'page' });
    expect(queries.list('staging', { cursor: 'c' }).queryKey).toEqual([
      'staging',
      'things',
      'list',
      { cursor: 'c' },
    ]);
    await expect(queries.list('prod', {}).queryFn?.({} as never)).resolves.toBe('page');
    expect(queries.all('prod').queryKey).toEqual(['prod', 'things', 'all']);
  });
});
