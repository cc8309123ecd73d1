import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEnvironment } from '../auth/environment.ts';
import { overviewKeys } from './queries.ts';

/** Stats fetched this close to the list's new data count as fetched with it (the page's first load). */
const SAME_ROUND_MS = 5_000;

/**
 * The chart refreshes with the overview's destination list: whenever the list has been fetched anew
 * (a transfer settled, the window regained focus), the daily stats are asked for again, unless they
 * were just fetched alongside it or a fetch is already on its way.
 */
export function useChartFollowsList(listUpdatedAt: number) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const seen = useRef(listUpdatedAt);
  useEffect(() => {
    const previous = seen.current;
    seen.current = listUpdatedAt;
    if (previous === 0 || listUpdatedAt <= previous) return;
    const key = overviewKeys.dailyStats(environment);
    const stats = queryClient.getQueryState(key);
    if (stats && stats.dataUpdatedAt > listUpdatedAt - SAME_ROUND_MS) return;
    void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
  }, [listUpdatedAt, queryClient, environment]);
}
