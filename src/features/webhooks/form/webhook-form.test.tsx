// @vitest-environment jsdom
/**
 * The webhook form as a user meets it, rendered with React DOM in jsdom under a memory router and a
 * stubbed fetch: the fixed URL of PagerDuty and the typed URL coming back, the API key rule, the
 * saving state, the create and sparse edit bodies, a 422 on its field, and the API key kept out of
 * every cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../../../api/schemas/webhook.ts';
import { toaster } from '../../../components/ui/index.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { click, render, settle, submit, type } from '../../../test-support/render.tsx';
import { WebhookForm } from './webhook-form.tsx';

const PAGERDUTY_URL = 'https://events.pagerduty.com/v2/enqueue';
const STORED: Webhook = {
  id: 'w1',
  name: 'Ops',
  vendor: 'generic_post',
  url: 'https://hooks.acme.example/in',
  api_version: '2023-10-15',
  events: ['transfer.error'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};
const { fetch: fetchMock, sent } = stubApi();
const saved = (webhook: Webhook) => reply(200, { status: 'success', data: { webhook }, message: '' });

let queryClient: QueryClient;
let router: AnyRouter;

async function renderForm(webhook?: Webhook) {
  const form = <WebhookForm webhook={webhook} />;
  ({ queryClient, router } = await render(form, {
    router: { url: '/', path: '/', also: ['/webhooks/$id'] },
  }));
}

/** The control a visible label names (Ark links them by id). */
function field(label: string) {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!control) throw new Error(`No control labelled ${label}`);
  return control as HTMLInputElement & HTMLSelectElement;
}
const checkbox = (event: string) =>
  document.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${event}"]`) as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

const sentBody = () => sent().body;
/** The error text linked to a control (Ark Field links it with aria-errormessage). */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent;
const isDisabled = (control: HTMLElement) => control.matches(':disabled');

afterEach(() => vi.restoreAllMocks());

describe('WebhookForm when creating', () => {
  it('locks the fixed PagerDuty URL and brings the typed URL back for HTTP POST', async () => {
    await renderForm();
    expect(field('URL').type).toBe('url');
    type(field('URL'), 'https://hooks.acme.example/in');
    type(field('Delivery Method'), 'pagerduty');
    expect(field('URL').value).toBe(PAGERDUTY_URL);
    expect(field('URL').readOnly).toBe(true);
    type(field('Delivery Method'), 'generic_post');
    expect(field('URL').value).toBe('https://hooks.acme.example/in');
    expect(field('URL').readOnly).toBe(false);
  });

  it('asks for the PagerDuty API key next to the field, focuses it and sends nothing', async () => {
    await renderForm();
    type(field('Name'), 'On call');
    type(field('Delivery Method'), 'pagerduty');
    click(checkbox('transfer.error'));
    await submit();
    const apiKey = field('API Key');
    expect(apiKey.type).toBe('password');
    expect(apiKey.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(apiKey)).toBe('API Key is required for PagerDuty.');
    expect(document.activeElement).toBe(apiKey);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Saving Webhook... with inputs disabled, posts the webhook and keeps the key out of caches', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const toast = vi.spyOn(toaster, 'create');
    await renderForm();
    type(field('Name'), 'On call');
    type(field('Delivery Method'), 'pagerduty');
    type(field('API Key'), 'secret-routing-key');
    click(checkbox('transfer.success'));
    click(checkbox('transfer.error'));
    await submit();
    expect(button('Saving Webhook...')).toBeDefined();
    expect(isDisabled(field('Name'))).toBe(true);
    expect(isDisabled(checkbox('transfer.error'))).toBe(true);
    expect(sentBody()).toEqual({
      webhook: {
        name: 'On call',
        vendor: 'pagerduty',
        url: PAGERDUTY_URL,
        api_version: '2023-10-15',
        events: ['transfer.success', 'transfer.error'],
        api_key: 'secret-routing-key',
      },
    });
    answer(saved({ ...STORED, name: 'On call', vendor: 'pagerduty', url: PAGERDUTY_URL }));
    await settle(() => router.state.location.pathname === '/webhooks/w1');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Webhook created successfully!' }));
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state),
    );
    expect(cached).toContain('On call');
    expect(cached).not.toContain('secret-routing-key');
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it('puts a 422 from the server on its field and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        status: 'error',
        data: null,
        message: 'webhook.url: url must start with http:// or https://',
      }),
    );
    await renderForm();
    type(field('Name'), 'Ops');
    type(field('URL'), 'https://hooks.acme.example/in');
    click(checkbox('recipient.created'));
    await submit();
    await settle(() => field('URL').getAttribute('aria-invalid') === 'true');
    expect(errorOf(field('URL'))).toBe('URL must start with http:// or https://.');
    expect(field('Name').value).toBe('Ops');
    expect(isDisabled(field('Name'))).toBe(false);
    expect(checkbox('recipient.created').checked).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('WebhookForm when editing', () => {
  it('locks the delivery method and sends only the changed fields', async () => {
    fetchMock.mockResolvedValue(saved({ ...STORED, name: 'Ops renamed' }));
    await renderForm(STORED);
    expect(field('Delivery Method').readOnly).toBe(true);
    expect(field('Delivery Method').value).toBe('HTTP POST');
    expect(document.body.textContent).toContain('Leave blank to keep the current API key.');
    type(field('Name'), 'Ops renamed');
    await submit();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/webhooks/w1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({ webhook: { name: 'Ops renamed' } });
    await settle(() => router.state.location.pathname === '/webhooks/w1');
  });
});
