/**
 * The destination's integrity checks are kept for offline reading like its other tabs' data: the
 * loaded pages are stored under the destination's key and come back into a new client (a reload).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createPersistence } from '../../../offline/persistence.ts';
import { ok, stubApi } from '../../../test-support/api.ts';
import { newClient, newEmail, storedRows } from '../../../test-support/offline.ts';
import { integrityChecksKey, integrityChecksQuery, loadMoreChecks } from './integrity-checks-query.ts';

const { fetch: fetchMock, urls, route } = stubApi();

const job = {
  id: 'j1',
  destination_id: 'd1',
  status: 'SUCCESS',
  check_value_integrity: false,
  models: ['accounts'],
  submitted_at: '2026-11-20T10:00:00Z',
  started_at: null,
  ended_at: null,
  log_message: null,
  data_integrity_results: [],
};

describe('integrity checks offline', () => {
  it('stores the pages read and restores them into a new client', async () => {
    const client = newClient();
    const email = newEmail();
    const persistence = createPersistence(client);
    await persistence.activate(email, 'prod');
    fetchMock.mockResolvedValueOnce(ok({ jobs: [job] }, { has_next: false }));
    await client.fetchQuery(integrityChecksQuery('prod', 'd1'));
    expect(urls()).toEqual(['/api/destinations/d1/data-integrity?count=20']);
    await persistence.flush();
    persistence.deactivate();
    expect((await storedRows(email, 'prod')).map((row) => row.key)).toEqual([
      integrityChecksKey('prod', 'd1'),
    ]);

    const later = newClient();
    const restored = createPersistence(later);
    await restored.activate(email, 'prod');
    expect(later.getQueryData(integrityChecksKey('prod', 'd1'))).toMatchObject({
      pages: [{ items: [{ id: 'j1' }], hasNext: false, nextUrl: null }],
    });
    restored.deactivate();
  });

  it('re-reads as many pages as are shown, following next_url afresh', async () => {
    const next = 'http://api.example/api/destinations/d1/data-integrity?count=20&cursor=c2';
    const first = '/api/destinations/d1/data-integrity?count=20';
    route(`GET ${first}`, ok({ jobs: [job] }, { has_next: true, next_url: next }));
    route(
      'GET /api/destinations/d1/data-integrity?count=20&cursor=c2',
      ok({ jobs: [{ ...job, id: 'j2' }] }, { has_next: false }),
    );
    const client = newClient();
    await client.fetchQuery(integrityChecksQuery('prod', 'd1'));
    await loadMoreChecks(client, 'prod', 'd1');
    await client.refetchQueries({ queryKey: integrityChecksKey('prod', 'd1') });
    expect(urls()).toEqual([first, next, first, next]);
    expect(client.getQueryData(integrityChecksKey('prod', 'd1'))).toMatchObject({
      pages: [{ items: [{ id: 'j1' }] }, { items: [{ id: 'j2' }], nextUrl: null }],
    });
  });
});
