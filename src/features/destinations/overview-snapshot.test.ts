/**
 * The overview of a large organisation (5,000 destinations, 50 pages) in the offline snapshot: it keeps
 * each destination as the API sent it (for its page offline: cached-destination.ts), nothing more, and a
 * refresh in which one destination changed rewrites one page's row, not the whole organisation.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryRow } from '../../offline/db.ts';
import { createPersistence } from '../../offline/persistence.ts';
import { stubApi } from '../../test-support/api.ts';
import { newClient, newEmail } from '../../test-support/offline.ts';
import { destinationQueries } from './queries.ts';

const API = 'http://api.test/api';
const PAGES = 50;
const PAGE_SIZE = 100;
const { fetch: fetchMock } = stubApi({ baseUrl: API });

/** A destination as the API sends it, vendor settings included (about 1 KB of JSON). */
const destination = (n: number, status = 'SUCCESS') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Acme Analytics warehouse ${n}`,
  vendor: 'postgres',
  recipient_id: '11111111-1111-4111-8111-111111111111',
  id_in_provider_system: `customer-${n}`,
  is_enabled: true,
  frequency_minutes: 60,
  products: ['Core', 'Usage analytics'],
  enabled_models: ['accounts', 'events', 'invoices', 'subscriptions', 'usage_daily'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_successful_transfer_ended_at: '2026-11-22T09:00:00.000Z',
  last_completed_transfer: {
    id: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
    status,
    rows_transferred: 12_345,
    ended_at: '2026-11-22T09:00:00.000Z',
    submitted_at: '2026-11-22T08:58:00.000Z',
  },
  postgres: {
    host: `db-${n}.customers.example.com`,
    port: 5432,
    database: 'analytics',
    schema: 'prequel_export',
    auth_method: 'password_auth',
    password_auth: { username: 'prequel_writer' },
    use_ssh_tunnel: true,
    ssh_tunnel: {
      ssh_tunnel_host: `bastion-${n}.example.com`,
      ssh_tunnel_port: 22,
      ssh_tunnel_username: 'prequel',
    },
    disable_ssl: false,
  },
});

let changed = -1;
let servedChars = 0;
function serveOrganisation() {
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const page = Number(url.searchParams.get('cursor') ?? 0);
    const rows = Array.from({ length: PAGE_SIZE }, (_, i) => {
      const n = page * PAGE_SIZE + i;
      return destination(n, n === changed ? 'ERROR' : 'SUCCESS');
    });
    const next = page + 1 < PAGES ? `${API}/destinations?page_size=100&cursor=${page + 1}` : undefined;
    const body = {
      status: 'success',
      data: { destinations: rows },
      message: '',
      has_next: !!next,
      next_url: next,
    };
    const text = JSON.stringify(body);
    servedChars += text.length;
    return new Response(text, { headers: { 'Content-Type': 'application/json' } });
  });
}

/** What each batch hands to IndexedDB: rows put and their size (UTF-16 units of their data's JSON). */
function recordWrites() {
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put');
  return () => {
    const rows = spy.mock.calls
      .filter((_, i) => (spy.mock.contexts[i] as IDBObjectStore).name === 'queries')
      .map(([value]) => value as QueryRow);
    spy.mockClear();
    return { rows: rows.length, size: rows.reduce((sum, row) => sum + row.size, 0) };
  };
}

beforeEach(() => {
  changed = -1;
  servedChars = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the overview in the snapshot', () => {
  it('rewrites only the page that changed when 5,000 destinations are refreshed', async () => {
    serveOrganisation();
    const client = newClient();
    const persistence = createPersistence(client, {
      writeThrottleMs: 60_000,
      backgroundWriteMs: 60_000,
      unchangedRewriteMs: 60 * 60_000,
    });
    await persistence.activate(newEmail(), 'prod');
    const writes = recordWrites();

    await client.fetchQuery(destinationQueries.overview('prod'));
    await persistence.flush();
    const first = writes();
    expect(first.rows).toBe(PAGES + 1); // every page and the summary
    expect(servedChars).toBeGreaterThan(4_000_000);
    // The destinations whole, without the replies' envelopes.
    expect(first.size).toBeLessThan(servedChars);
    expect(first.size).toBeGreaterThan(servedChars * 0.95);

    changed = 2_345;
    await client.fetchQuery({ ...destinationQueries.overview('prod'), staleTime: 0 });
    await persistence.flush();
    const refresh = writes();
    expect(refresh.rows).toBe(1);
    expect(refresh.size).toBeLessThan(first.size / 40);
    persistence.deactivate();
  });
});
