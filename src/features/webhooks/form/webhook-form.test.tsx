// @vitest-environment jsdom
/**
 * The webhook form as a user meets it, rendered with React DOM in jsdom under a memory router and a
 * stubbed fetch: the fixed URL of PagerDuty and the typed URL coming back, the API key rule, the
 * saving state, the create and sparse edit bodies, a 422 on its field, and the API key kept out of
 * every cache.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, setApiEnvironment } from '../../../api/http.ts';
import type { Webhook } from '../../../api/schemas/webhook.ts';
import { toaster } from '../../../components/ui/index.ts';
import { WebhookForm } from './webhook-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGERDUTY_URL = 'https://events.pagerduty.com/v2/enqueue';
const STORED: Webhook = {
  id: 'w1',
  name: 'Ops',
  vendor: 'generic_post',
  url: 'https://hooks.acme.io/in',
  api_version: '2023-10-15',
  events: ['transfer.error'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};
const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const saved = (webhook: Webhook) => reply(200, { status: 'success', data: { webhook }, message: '' });

let root: Root;
let host: HTMLDivElement;
let queryClient: QueryClient;
let router: ReturnType<typeof createRouter>;

async function renderForm(webhook?: Webhook) {
  const rootRoute = createRootRoute({ component: Outlet });
  const form = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <WebhookForm webhook={webhook} />,
  });
  const detail = createRoute({
    getParentRoute: () => rootRoute,
    path: '/webhooks/$id',
    component: () => null,
  });
  router = createRouter({
    routeTree: rootRoute.addChildren([form, detail]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
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

/** Sets a value the way typing does, so React's onChange runs. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}
const click = (element: HTMLElement) => act(() => element.click());
async function submit() {
  await act(async () => {
    document.querySelector('form')?.requestSubmit();
  });
}
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(until()).toBe(true);
}
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
/** The error text linked to a control (Ark Field links it with aria-errormessage). */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent;
const isDisabled = (control: HTMLElement) => control.matches(':disabled');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: '/api' });
  setApiEnvironment('prod');
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebhookForm when creating', () => {
  it('locks the fixed PagerDuty URL and brings the typed URL back for HTTP POST', async () => {
    await renderForm();
    expect(field('URL').type).toBe('url');
    type(field('URL'), 'https://hooks.acme.io/in');
    type(field('Delivery Method'), 'pagerduty');
    expect(field('URL').value).toBe(PAGERDUTY_URL);
    expect(field('URL').readOnly).toBe(true);
    type(field('Delivery Method'), 'generic_post');
    expect(field('URL').value).toBe('https://hooks.acme.io/in');
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
    type(field('URL'), 'https://hooks.acme.io/in');
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
