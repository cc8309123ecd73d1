// @vitest-environment jsdom
/**
 * A webhook's URL on its details: shown up to its host; Reveal URL asks the server for the
 * whole one, which lives in the component only (no query holds it) and goes on Hide URL; offline the
 * button is disabled and says why; PagerDuty's public address is shown whole, with nothing to reveal.
 */
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../../../api/schemas/webhook.ts';
import { OFFLINE_WRITE_REASON } from '../../../offline/network-status.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { button, render as mount, press, settle, testQueryClient } from '../../../test-support/render.tsx';
import { fixedUrlOf } from '../delivery-methods.ts';
import { HIDDEN_URL_NOTE, WebhookUrl } from './webhook-url.tsx';

const { fetch: fetchMock } = stubApi();
const PAGERDUTY_URL = fixedUrlOf('pagerduty') ?? '';
const WHOLE = 'https://discord.example/api/webhooks/1/secret-token';
const webhook: Webhook = {
  id: 'w1',
  name: 'Ops',
  vendor: 'generic_post',
  url: 'https://discord.example/…',
  api_version: '2023-10-15',
  events: ['transfer.error'],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

let queryClient: QueryClient;
const render = (shown: Webhook) => mount(<WebhookUrl webhook={shown} />, { queryClient });
const copyButton = () => document.querySelector('button[aria-label="Copy webhook URL"]');
beforeEach(() => {
  queryClient = testQueryClient();
});
afterEach(() => vi.restoreAllMocks());

describe('WebhookUrl', () => {
  it('shows the URL up to its host, reveals it whole on request (a POST), and hides it again', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 'success', data: { url: WHOLE }, message: '' }));
    await render(webhook);
    expect(document.body.textContent).toContain('https://discord.example/…');
    expect(document.body.textContent).toContain(HIDDEN_URL_NOTE);
    expect(copyButton()).toBeNull();
    await press(button('Reveal URL'));
    await settle(() => document.body.textContent?.includes(WHOLE) === true);
    expect(copyButton()).not.toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/webhooks\/w1\/reveal-url$/);
    expect((init as RequestInit).method).toBe('POST');
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(WHOLE);
    await press(button('Hide URL'));
    expect(document.body.textContent).not.toContain(WHOLE);
    expect(button('Reveal URL')).toBeDefined();
  });

  it('is disabled offline with the reason as its description', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await render(webhook);
    const reveal = button('Reveal URL');
    expect(reveal?.disabled).toBe(true);
    expect(document.getElementById(reveal?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      OFFLINE_WRITE_REASON,
    );
  });

  it('shows a fixed vendor’s public address whole, with nothing to reveal', async () => {
    await render({ ...webhook, vendor: 'pagerduty', url: PAGERDUTY_URL });
    expect(document.body.textContent).toContain(PAGERDUTY_URL);
    expect(button('Reveal URL')).toBeUndefined();
    expect(copyButton()).not.toBeNull();
  });
});
