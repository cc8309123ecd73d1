// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderNow } from '../../test-support/render.tsx';
import { showsAge, useShownDataTime } from './data-age.tsx';

const shown = { data: ['row'], dataUpdatedAt: 1_000, error: null, fetchStatus: 'idle' as const };

describe('showsAge', () => {
  it('says nothing about data fresh from the network', () => {
    expect(showsAge(shown, true)).toBe(false);
    expect(showsAge({ ...shown, fetchStatus: 'fetching' }, true)).toBe(false);
  });

  it('gives the age offline, while a refresh waits for the network, and when a refresh failed', () => {
    expect(showsAge(shown, false)).toBe(true);
    expect(showsAge({ ...shown, fetchStatus: 'paused' }, true)).toBe(true);
    expect(showsAge({ ...shown, error: new Error('Failed to fetch destinations.') }, true)).toBe(true);
  });

  it('has no age to give without data', () => {
    expect(showsAge({ data: undefined, dataUpdatedAt: 0 }, false)).toBe(false);
  });
});

let seen = 0;
function Probe() {
  seen = useShownDataTime();
  return null;
}

describe('useShownDataTime', () => {
  it('is the newest data among the queries on screen, ignoring those nobody shows', () => {
    const client = new QueryClient();
    client.setQueryData(['prod', 'on-screen', 'a'], 'a', { updatedAt: 2_000 });
    client.setQueryData(['prod', 'on-screen', 'b'], 'b', { updatedAt: 5_000 });
    client.setQueryData(['prod', 'left-behind'], 'c', { updatedAt: 9_000 });
    const stops = [
      ['prod', 'on-screen', 'a'],
      ['prod', 'on-screen', 'b'],
    ].map((queryKey) => new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => {}));
    const { unmount } = renderNow(<Probe />, { queryClient: client });
    expect(seen).toBe(5_000);
    act(() => stops[1]?.());
    expect(seen).toBe(2_000);
    seen = 0;
    unmount();
    stops[0]?.();
  });
});
