import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { transfersInFlight } from './transfers-in-flight.ts';

const FETCHED = Date.parse('2026-11-22T12:00:00.000Z');

const transfer = (status: string) => ({ type: 'transfer', transfer: { id: `t-${status}`, status } });
const integrityJob = (status: string) => ({
  type: 'data_integrity',
  data_integrity_job: { id: `j-${status}`, status },
});

/** A destination's activity page, fetched `updatedAt`. */
function activity(
  client: QueryClient,
  environment: string,
  id: string,
  items: unknown[],
  updatedAt = FETCHED,
  params: Record<string, unknown> = { page_size: 20 },
) {
  client.setQueryData(
    [environment, 'destinations', 'detail', id, 'activity', params],
    { items },
    { updatedAt },
  );
}

describe('transfersInFlight', () => {
  it('finds the destinations with a PENDING or RUNNING transfer on a cached activity page, with its time', () => {
    const client = new QueryClient();
    activity(client, 'prod', 'running', [transfer('SUCCESS'), transfer('RUNNING')]);
    activity(client, 'prod', 'pending', [transfer('PENDING')], FETCHED - 1000);
    activity(client, 'prod', 'finished', [transfer('SUCCESS'), transfer('ERROR'), transfer('CANCELLED')]);
    activity(client, 'prod', 'checking', [integrityJob('RUNNING'), integrityJob('PENDING')]);
    expect(transfersInFlight(client, 'prod')).toEqual(
      new Map([
        ['running', FETCHED],
        ['pending', FETCHED - 1000],
      ]),
    );
  });

  it('takes the newest of its pages that show one in flight', () => {
    const client = new QueryClient();
    activity(client, 'prod', 'd1', [transfer('RUNNING')], FETCHED - 5000, { page_size: 20 });
    activity(client, 'prod', 'd1', [transfer('RUNNING')], FETCHED, { page_size: 20, cursor: 'c2' });
    expect(transfersInFlight(client, 'prod')).toEqual(new Map([['d1', FETCHED]]));
  });

  it('reads only activity pages of that environment', () => {
    const client = new QueryClient();
    activity(client, 'staging', 'd1', [transfer('RUNNING')]);
    // A detail or another part of the detail that happens to hold items is not activity.
    client.setQueryData(['prod', 'destinations', 'detail', 'd2'], { items: [transfer('RUNNING')] });
    client.setQueryData(['prod', 'destinations', 'detail', 'd3', 'runs', {}], {
      items: [transfer('RUNNING')],
    });
    expect(transfersInFlight(client, 'prod')).toEqual(new Map());
    expect(transfersInFlight(client, 'staging')).toEqual(new Map([['d1', FETCHED]]));
  });
});
