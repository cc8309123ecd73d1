// @vitest-environment jsdom
/**
 * The chart refreshes with the overview's destination list: a newer list asks for the daily stats
 * again, unless the stats were fetched alongside it (the page's first load) or it is the first list.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, renderNow } from '../../test-support/render.tsx';
import { overviewKeys } from './queries.ts';
import { useChartFollowsList } from './use-chart-follows-list.ts';

const MINUTE_MS = 60_000;
let view: Rendered;
let queryClient: QueryClient;
let invalidate: ReturnType<typeof vi.spyOn>;

function Probe({ at }: { at: number }) {
  useChartFollowsList(at);
  return null;
}
const show = (at: number) => view.rerenderNow(<Probe at={at} />);
const statsFetchedAt = (at: number) =>
  queryClient.setQueryData(overviewKeys.dailyStats('prod'), [], { updatedAt: at });

beforeEach(() => {
  queryClient = new QueryClient();
  invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  view = renderNow(null, { queryClient });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useChartFollowsList', () => {
  it('asks for the stats again when the list is refetched later', () => {
    const t0 = 1_000 * MINUTE_MS;
    statsFetchedAt(t0);
    show(t0);
    show(t0 + 3 * MINUTE_MS);
    expect(invalidate).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: overviewKeys.dailyStats('prod') },
      { cancelRefetch: false },
    );
  });

  it('leaves stats alone that were fetched with the new list, or when the list first arrives', () => {
    const t0 = 1_000 * MINUTE_MS;
    show(0);
    show(t0); // the first list: the chart fetched its own stats
    statsFetchedAt(t0 + 10 * MINUTE_MS);
    show(t0 + 10 * MINUTE_MS + 1_000); // a restored list refreshed right after fresh stats
    show(t0 + 10 * MINUTE_MS + 1_000); // a re-render with the same list
    expect(invalidate).not.toHaveBeenCalled();
  });
});
