// @vitest-environment jsdom
/**
 * Keeping the alerts readable offline (keep-alerts-offline.ts): after an overview refresh the newest
 * alerts' first activity page, their failed transfer's job page and their recipient are in the cache
 * under the pages' own keys, and so is the destination form; bounded in count and in requests at a
 * time; nothing again for an alert whose last transfer did not change, nor for a form under a day old.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definition } from '../../api/wire/form-fixture.ts';
import { ok, stubApi } from '../../test-support/api.ts';
import { testOrganization } from '../../test-support/organization.ts';
import { organizationQueries } from '../auth/queries.ts';
import { detailQueries } from '../destinations/detail/queries.ts';
import { destinationFormQueries } from '../destinations/form/queries.ts';
import { destinationKeys, destinationQueries } from '../destinations/queries.ts';
import { transferQueries } from '../transfers/queries.ts';
import {
  KEEPING_REQUESTS_IN_FLIGHT,
  KEPT_ALERTS_MAX,
  KEPT_FORM_MAX_AGE_MS,
  keepAlerts,
} from './alert-keeping.ts';
import { keepAlertsOffline } from './keep-alerts-offline.ts';

const API = 'http://api.test/api';
const DESTINATIONS = 40;
const { fetch: fetchMock, chooseEnvironment } = stubApi({ baseUrl: API });
/** Destinations 0..29 are alerts; d-n last failed at minute n, so the newest alerts are the highest. */
const ALERTS = 30;
const id = (n: number) => `d-${n}`;

let lastTransfer: (n: number) => string;
let onPage: (n: number) => string[];
let requests: string[];
let inFlight = 0;
let mostInFlight = 0;

const transfer = (tid: string, destinationId: string, status: string) => ({
  id: tid,
  destination_id: destinationId,
  status,
  full_refresh: false,
  models: ['accounts', 'events'],
  model_metrics: [
    { model_name: 'accounts', rows_transferred: 0, error: { message: `${tid} failed`, trace: 'Traceback' } },
    { model_name: 'events', rows_transferred: 5 },
  ],
  rows_transferred: 5,
  submitted_at: '2026-11-25T10:00:00.000Z',
  started_at: '2026-11-25T10:00:01.000Z',
  ended_at: '2026-11-25T10:01:00.000Z',
  tags: {},
  event_log: false,
});

const destination = (n: number) => ({
  id: id(n),
  name: `Destination ${n}`,
  vendor: 'postgres',
  recipient_id: `r-${n % 5}`,
  id_in_provider_system: null,
  is_enabled: true,
  frequency_minutes: 0,
  products: [],
  enabled_models: ['*'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_successful_transfer_ended_at: null,
  last_completed_transfer: {
    id: lastTransfer(n),
    status: n < ALERTS ? 'ERROR' : 'SUCCESS',
    rows_transferred: 0,
    ended_at: `2026-11-25T10:${String(n).padStart(2, '0')}:00.000Z`,
  },
});

const ORGANIZATION = testOrganization('acme');

function reply(path: string): unknown {
  if (path === '/orgs') return { organization: ORGANIZATION };
  if (path === '/public/forms/destination-vendors') return definition;
  if (path === '/destinations') {
    return { destinations: Array.from({ length: DESTINATIONS }, (_, n) => destination(n)) };
  }
  const activity = /^\/destinations\/d-(\d+)\/activity$/.exec(path);
  if (activity) {
    const n = Number(activity[1]);
    return {
      activity_logs: onPage(n).map((tid) => ({
        id: tid,
        submitted_at: '2026-11-25T10:00:00.000Z',
        type: 'transfer',
        transfer: transfer(tid, id(n), 'ERROR'),
      })),
    };
  }
  const job = /^\/transfers\/(.+)$/.exec(path);
  if (job?.[1]) return { transfer: transfer(job[1], 'd-?', 'ERROR') };
  const recipient = /^\/recipients\/(.+)$/.exec(path);
  if (recipient?.[1]) {
    return {
      recipient: {
        id: recipient[1],
        name: `Recipient ${recipient[1]}`,
        id_in_provider_system: recipient[1],
        products: ['Core'],
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    };
  }
  throw new Error(`Unexpected request ${path}`);
}

beforeEach(() => {
  lastTransfer = (n) => `t-${n}`;
  onPage = (n) => [lastTransfer(n), `t-${n}-older`];
  requests = [];
  inFlight = 0;
  mostInFlight = 0;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const path = url.pathname.replace(/^\/api/, '');
    requests.push(path);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2));
    inFlight--;
    return ok(reply(path), { has_next: false });
  });
});
afterEach(() => {
  localStorage.clear();
});

async function refreshedOverview() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  await client.fetchQuery(destinationQueries.overview('prod'));
  requests = [];
  return client;
}
const kept = (client: QueryClient) => keepAlerts(client, destinationKeys.overview('prod'), () => true);
const activityRequests = () => requests.filter((path) => path.endsWith('/activity'));

describe('keepAlerts', () => {
  it('keeps the newest alerts’ first activity page, failed job page and recipient, 3 requests at a time', async () => {
    const client = await refreshedOverview();
    const ids = await kept(client);

    const newest = Array.from({ length: KEPT_ALERTS_MAX }, (_, i) => id(ALERTS - 1 - i));
    expect(ids).toEqual(newest);
    expect(activityRequests()).toHaveLength(KEPT_ALERTS_MAX);
    // Each activity entry carries its whole transfer: the job page needs no request of its own.
    expect(requests.filter((path) => path.startsWith('/transfers/'))).toEqual([]);
    // Five recipients shared by the alerts, each asked for once.
    expect(requests.filter((path) => path.startsWith('/recipients/')).sort()).toEqual(
      ['r-0', 'r-1', 'r-2', 'r-3', 'r-4'].map((r) => `/recipients/${r}`),
    );
    expect(mostInFlight).toBeLessThanOrEqual(KEEPING_REQUESTS_IN_FLIGHT);

    const page = client.getQueryState(detailQueries.firstActivity('prod', id(29)).queryKey);
    expect(page?.data?.items.map((entry) => entry.id)).toEqual(['t-29', 't-29-older']);
    const job = client.getQueryState(transferQueries.detail('prod', 't-29').queryKey);
    expect(job?.data?.model_metrics[0]?.error?.message).toBe('t-29 failed');
    expect(job?.dataUpdatedAt).toBe(page?.dataUpdatedAt);
    expect(client.getQueryData(detailQueries.recipient('prod', 'r-4').queryKey)).toMatchObject({
      name: 'Recipient r-4',
    });
    expect(client.getQueryData(detailQueries.firstActivity('prod', id(0)).queryKey)).toBeUndefined();
  });

  it('asks nothing again for alerts whose last transfer did not change, and only for those that did', async () => {
    const client = await refreshedOverview();
    await kept(client);

    requests = [];
    expect(await kept(client)).toEqual([]);
    expect(requests).toEqual([]);

    lastTransfer = (n) => (n === 27 ? 't-27-new' : `t-${n}`);
    await client.fetchQuery({ ...destinationQueries.overview('prod'), staleTime: 0 });
    requests = [];
    expect(await kept(client)).toEqual([id(27)]);
    expect(requests).toEqual([`/destinations/${id(27)}/activity`]);
    expect(client.getQueryData(transferQueries.detail('prod', 't-27-new').queryKey)).toBeDefined();
  });

  it('keeps the destination form for the General tabs, once, and again only when it is a day old', async () => {
    const client = await refreshedOverview();
    const formKey = destinationFormQueries.definition('prod', 'acme').queryKey;
    await kept(client);
    // The organisation (its id is in the form's key) is asked for only because no screen cached it.
    expect(requests.filter((path) => !/^\/(destinations|recipients|transfers)\//.test(path))).toEqual([
      '/orgs',
      '/public/forms/destination-vendors',
    ]);
    expect(client.getQueryData(formKey)?.form.name).toBe('vendor');

    requests = [];
    await kept(client);
    expect(requests).toEqual([]);

    const dayOld = Date.now() - KEPT_FORM_MAX_AGE_MS - 1;
    client.setQueryData(formKey, definition, { updatedAt: dayOld });
    await kept(client);
    expect(requests).toEqual(['/public/forms/destination-vendors']);
  });

  it('reads the organisation the shell cached, asking only for the form', async () => {
    const client = await refreshedOverview();
    client.setQueryData(
      organizationQueries.detail('prod').queryKey,
      { ...ORGANIZATION, id: 'globex' },
      {
        updatedAt: Date.now() - 60 * 60_000,
      },
    );
    await kept(client);
    expect(requests).not.toContain('/orgs');
    expect(requests).toContain('/public/forms/destination-vendors');
    expect(client.getQueryData(destinationFormQueries.definition('prod', 'globex').queryKey)).toBeDefined();
  });

  it('fetches the job page when the failed transfer is not on the first activity page', async () => {
    onPage = (n) => (n === 29 ? ['t-29-later'] : [lastTransfer(n)]);
    const client = await refreshedOverview();
    await kept(client);
    expect(requests.filter((path) => path.startsWith('/transfers/'))).toEqual(['/transfers/t-29']);
  });

  it('does nothing while not allowed (offline, saving data), and stops when that changes', async () => {
    const client = await refreshedOverview();
    await keepAlerts(client, destinationKeys.overview('prod'), () => false);
    expect(requests).toEqual([]);

    let allowed = true;
    const stopping = keepAlerts(client, destinationKeys.overview('prod'), () => allowed);
    allowed = false;
    await stopping;
    expect(activityRequests().length).toBeLessThanOrEqual(KEEPING_REQUESTS_IN_FLIGHT);
  });

  it('stops the moment another environment is chosen, before the switch is applied', async () => {
    const client = await refreshedOverview();
    const keeping = kept(client);
    // What the environment switch does first (features/auth/environment-choice.ts).
    chooseEnvironment('staging');
    await keeping;
    expect(activityRequests().length).toBeLessThanOrEqual(KEEPING_REQUESTS_IN_FLIGHT);
  });

  it('stops when the session ends (the cache is cleared)', async () => {
    const client = await refreshedOverview();
    const keeping = kept(client);
    client.clear();
    await keeping;
    expect(activityRequests().length).toBeLessThanOrEqual(KEEPING_REQUESTS_IN_FLIGHT);
  });

  it('runs after each refresh of the overview, not when its summary is only written', async () => {
    const client = new QueryClient();
    const stop = keepAlertsOffline(client);
    client.setQueryData(destinationKeys.overview('prod'), { pages: 0, complete: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);

    await client.fetchQuery({ ...destinationQueries.overview('prod'), staleTime: 0 });
    await vi.waitFor(() => expect(activityRequests()).toHaveLength(KEPT_ALERTS_MAX));
    stop();
  });
});
