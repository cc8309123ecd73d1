import { describe, expect, it } from 'vitest';
import { destinationKeys, destinationQueries } from './queries.ts';

describe('destinationQueries', () => {
  it('starts every key with the current environment, so staging and prod never share a cache entry', () => {
    const prod = [
      destinationQueries.list('prod', { page_size: 30 }).queryKey,
      destinationQueries.overview('prod').queryKey,
    ];
    const staging = [
      destinationQueries.list('staging', { page_size: 30 }).queryKey,
      destinationQueries.detail('staging', 'd1').queryKey,
    ];
    expect(prod.map((k) => k[0])).toEqual(['prod', 'prod']);
    expect(staging.map((k) => k[0])).toEqual(['staging', 'staging']);
    expect(prod[0]).not.toEqual(staging[0]);
  });

  it('keeps list keys apart by cursor and page size', () => {
    expect(destinationKeys.list('prod', { page_size: 10 })).not.toEqual(
      destinationKeys.list('prod', { page_size: 30 }),
    );
    expect(destinationKeys.list('prod', { page_size: 10, cursor: 'c2' })).not.toEqual(
      destinationKeys.list('prod', { page_size: 10 }),
    );
  });

  it('shows the previous page while the next loads, but never across environments', () => {
    const prodList = destinationQueries.list('prod', { page_size: 30 });
    const placeholder = prodList.placeholderData as (
      prev: unknown,
      q: { queryKey: readonly unknown[] },
    ) => unknown;
    const page = { items: [], hasNext: false, nextUrl: null };
    expect(placeholder(page, { queryKey: destinationKeys.list('prod', { page_size: 10 }) })).toBe(page);
    const stagingList = destinationQueries.list('staging', { page_size: 30 });
    const stagingPlaceholder = stagingList.placeholderData as typeof placeholder;
    expect(
      stagingPlaceholder(page, { queryKey: destinationKeys.list('prod', { page_size: 30 }) }),
    ).toBeUndefined();
  });
});
