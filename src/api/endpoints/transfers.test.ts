/**
 * The transfer and integrity calls as SPEC.md §7–8 fix them: path (the deprecated /export spelling for
 * cancel), body, and the fallback text the global toast shows when the server gives no message.
 */
import { describe, expect, it } from 'vitest';
import { failure as blankFailure, ok, stubApi } from '../../test-support/api.ts';
import { integrityApi } from './integrity.ts';
import { transfersApi } from './transfers.ts';

const { fetch: fetchMock, toasts, sent: request } = stubApi();

function sent(call = 0) {
  const { url, method, body } = request(call);
  return { url, method, body };
}

describe('transfersApi', () => {
  it('posts a sync to the destination with the dialog body', async () => {
    fetchMock.mockResolvedValue(ok({}));
    const body = { full_refresh: true, models: ['accounts'], tags: { team: 'data' } };
    await transfersApi.create('d/1', body);
    expect(sent()).toEqual({ url: '/api/destinations/d%2F1/transfer', method: 'POST', body });
  });

  it("cancels through /export/transfers/{id}/cancel and toasts 'Transfer failed to enqueue.' without a message", async () => {
    fetchMock.mockResolvedValue(blankFailure(409));
    await expect(transfersApi.cancel('t1')).rejects.toMatchObject({
      message: 'Transfer failed to enqueue.',
      status: 409,
    });
    expect(sent()).toMatchObject({ url: '/api/export/transfers/t1/cancel', method: 'POST' });
    expect(toasts).toHaveBeenCalledOnce();
  });

  it("keeps a failed read quiet and says 'Failed to fetch transfer.'", async () => {
    fetchMock.mockResolvedValue(blankFailure(500));
    await expect(transfersApi.get('t1')).rejects.toMatchObject({
      message: 'Failed to fetch transfer.',
      suppressed: true,
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it('pages the activity by cursor and page_size', async () => {
    fetchMock.mockResolvedValue(
      ok(
        { activity_logs: [] },
        { has_next: true, next_url: 'http://api.example/api/destinations/d1/activity?cursor=c2' },
      ),
    );
    const page = await transfersApi.activity('d1', { page_size: 10, cursor: 'c1' });
    expect(sent().url).toBe('/api/destinations/d1/activity?page_size=10&cursor=c1');
    expect(page).toEqual({
      items: [],
      hasNext: true,
      nextUrl: 'http://api.example/api/destinations/d1/activity?cursor=c2',
    });
  });
});

describe('integrityApi', () => {
  it("enqueues a check and falls back to 'Data integrity job failed to enqueue.'", async () => {
    fetchMock.mockResolvedValue(blankFailure(422));
    const body = { models: [{ model_name: 'accounts' }], check_value_integrity: false };
    await expect(integrityApi.create('d1', body)).rejects.toMatchObject({
      message: 'Data integrity job failed to enqueue.',
    });
    expect(sent()).toEqual({ url: '/api/destinations/d1/data-integrity', method: 'POST', body });
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('reads one job of a destination, and lists 20 at a time', async () => {
    fetchMock.mockResolvedValueOnce(ok({ jobs: [] }, { has_next: false }));
    await integrityApi.page('d1');
    expect(sent().url).toBe('/api/destinations/d1/data-integrity?count=20');
    fetchMock.mockResolvedValueOnce(blankFailure(404));
    await expect(integrityApi.get('d1', 'j1')).rejects.toMatchObject({ status: 404 });
    expect(sent(1).url).toBe('/api/destinations/d1/data-integrity/j1');
  });

  it('reads a later page of checks from the next_url the previous one gave, as given', async () => {
    const next = 'http://api.example/api/destinations/d1/data-integrity?count=20&cursor=c2';
    fetchMock.mockResolvedValueOnce(ok({ jobs: [] }, { has_next: false }));
    await expect(integrityApi.page('d1', next)).resolves.toEqual({
      items: [],
      hasNext: false,
      nextUrl: null,
    });
    expect(sent().url).toBe(next);
  });

  it('cancels through /destinations/data-integrity/{id}/cancel with its own fallback', async () => {
    fetchMock.mockResolvedValue(blankFailure(500));
    await expect(integrityApi.cancel('j1')).rejects.toMatchObject({
      message: 'Data integrity job failed to cancel.',
    });
    expect(sent().url).toBe('/api/destinations/data-integrity/j1/cancel');
  });
});
