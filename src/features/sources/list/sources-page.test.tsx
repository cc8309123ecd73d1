// @vitest-environment jsdom
/**
 * The /sources grid as a user meets it: each source a link to its page with its name, host, vendor
 * and age; no source at all says how to add one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, setApiEnvironment } from '../../../api/http.ts';
import { NO_SOURCES_TEXT, SourcesPage } from './sources-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = vi.fn<typeof fetch>();
const page = (sources: unknown[]) =>
  new Response(JSON.stringify({ status: 'success', data: { sources }, message: '', has_next: false }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let root: Root;
let host: HTMLDivElement;

async function renderPage() {
  const rootRoute = createRootRoute({ component: SourcesPage });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/' })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
}
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(until()).toBe(true);
}
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: '/api' });
  setApiEnvironment('prod');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SourcesPage', () => {
  it('shows each source as a card linking to its page', async () => {
    const createdAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    fetchMock.mockResolvedValue(
      page([
        {
          id: 's1',
          name: 'Orders replica',
          vendor: 'postgres',
          created_at: createdAt,
          updated_at: createdAt,
          postgres: { host: 'orders.acme.io' },
        },
      ]),
    );
    await renderPage();
    await settle(() => text().includes('Orders replica'));
    const card = document.querySelector<HTMLAnchorElement>('a[href="/sources/s1"]');
    expect(card?.textContent).toContain('orders.acme.io');
    expect(card?.textContent).toContain('PostgreSQL');
    expect(card?.textContent).toContain('5 min ago');
    expect(document.querySelector('a[href="/sources/new"]')?.textContent).toBe('Add source');
  });

  it('says how to add the first source when there is none', async () => {
    fetchMock.mockResolvedValue(page([]));
    await renderPage();
    await settle(() => text().includes(NO_SOURCES_TEXT));
    expect(NO_SOURCES_TEXT).toBe('No configured source. Click Add source to add your first source.');
  });
});
