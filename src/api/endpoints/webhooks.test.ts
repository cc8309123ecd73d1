/**
 * The webhook calls as SPEC.md §7–8 and CONTRACT.md §5 fix them: paths, bodies, reads that follow
 * next_url, and the fallback texts; reads stay quiet, writes raise the global toast.
 */
import { describe, expect, it } from 'vitest';
import { failure as blankFailure, ok, stubApi } from '../../test-support/api.ts';
import { webhooksApi } from './webhooks.ts';

const { fetch: fetchMock, toasts, sent: request } = stubApi();

const hook = (id: string) => ({
  id,
  name: `Hook ${id}`,
  vendor: 'slack',
  url: 'https://hooks.slack.example/services/x',
  api_version: '2023-10-15',
  events: ['transfer.error'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

function sent(call = 0) {
  const { url, method, body } = request(call);
  return { url, method, body };
}

describe('webhooksApi reads', () => {
  it('reads every webhook by following next_url', async () => {
    fetchMock
      .mockResolvedValueOnce(
        ok({ webhooks: [hook('a')] }, { has_next: true, next_url: 'http://api.test/api/webhooks?cursor=c1' }),
      )
      .mockResolvedValueOnce(ok({ webhooks: [hook('b')] }, { has_next: false }));
    const all = await webhooksApi.all();
    expect(all.map((w) => w.id)).toEqual(['a', 'b']);
    expect(sent(0).url).toBe('/api/webhooks?page_size=100');
    expect(sent(1).url).toBe('http://api.test/api/webhooks?cursor=c1');
  });

  it('pages deliveries of an encoded id and fails quietly with the fallback', async () => {
    fetchMock.mockResolvedValueOnce(ok({ deliveries: [] }, { has_next: false }));
    const page = await webhooksApi.deliveries('w/1', { page_size: 10, cursor: 'abc' });
    expect(page).toEqual({ items: [], hasNext: false, nextUrl: null });
    expect(sent().url).toBe('/api/webhooks/w%2F1/deliveries?page_size=10&cursor=abc');
    fetchMock.mockResolvedValueOnce(blankFailure(500));
    await expect(webhooksApi.all()).rejects.toMatchObject({ message: 'Failed to fetch webhooks.' });
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('webhooksApi writes', () => {
  it('posts {webhook}, patches only the changes and deletes by id', async () => {
    fetchMock.mockImplementation(async () => ok({ webhook: hook('w1') }));
    const write = {
      name: 'Ops',
      vendor: 'pagerduty' as const,
      url: '',
      events: ['transfer.error' as const],
      api_key: 'k',
    };
    await webhooksApi.create(write);
    expect(sent(0)).toEqual({ url: '/api/webhooks', method: 'POST', body: { webhook: write } });
    await webhooksApi.update('w1', { name: 'Renamed' });
    expect(sent(1)).toEqual({
      url: '/api/webhooks/w1',
      method: 'PATCH',
      body: { webhook: { name: 'Renamed' } },
    });
    fetchMock.mockImplementation(async () => ok({}));
    await webhooksApi.remove('w1');
    expect(sent(2)).toMatchObject({ url: '/api/webhooks/w1', method: 'DELETE' });
  });

  it('toasts the SPEC.md §8 fallbacks when the server gives no message', async () => {
    fetchMock.mockImplementation(async () => blankFailure(500));
    const write = { name: 'Ops', vendor: 'slack' as const, events: ['transfer.error' as const] };
    await expect(webhooksApi.create(write)).rejects.toMatchObject({ message: 'Failed to create webhook.' });
    await expect(webhooksApi.update('w1', {})).rejects.toMatchObject({
      message: 'Failed to update webhook.',
    });
    await expect(webhooksApi.remove('w1')).rejects.toMatchObject({ message: 'Failed to delete webhook.' });
    expect(toasts.mock.calls.map(([e]) => e.message)).toEqual([
      'Failed to create webhook.',
      'Failed to update webhook.',
      'Failed to delete webhook.',
    ]);
  });
});
