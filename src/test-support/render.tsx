/**
 * The one way unit tests mount React (only *.test.ts(x) files import src/test-support/): the element
 * in a fresh QueryClient (no retries) and, when asked, under a memory router; render, rerender and
 * unmount run inside act(); whatever a test mounted is unmounted and removed after it (cleanup.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';
import { afterEveryTest } from './cleanup.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A QueryClient with the tests' defaults: a failed query fails at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface RouterOptions {
  /** The URL the memory history starts at. */
  url: string;
  /** The route pattern that shows the element; without it the element is the root, shown at every URL. */
  path?: string;
  /** Other route patterns a test navigates to; each shows nothing. */
  also?: string[];
}

export interface RenderOptions {
  /** The client to provide; a fresh testQueryClient() when omitted. */
  queryClient?: QueryClient;
  /** Mount under a memory router (jsdom has no layout, so window.scrollTo is stubbed too). */
  router?: RouterOptions;
}

export interface Rendered {
  host: HTMLDivElement;
  queryClient: QueryClient;
  /** The memory router; only set when `router` was given. */
  router: AnyRouter | undefined;
  /** Renders another element in the same root and client (under a router: a fresh one at the start URL). */
  rerender(ui: ReactNode): Promise<void>;
  /** The same inside a synchronous act() (no router). */
  rerenderNow(ui: ReactNode): void;
  /** Unmounts now (otherwise done after the test). */
  unmount(): void;
}

const mounted = new Set<() => void>();
afterEveryTest('unmount', () => {
  for (const unmount of mounted) unmount();
});

function routerFor(ui: ReactNode, options: RouterOptions): AnyRouter {
  const history = createMemoryHistory({ initialEntries: [options.url] });
  if (options.path === undefined) {
    return createRouter({ routeTree: createRootRoute({ component: () => ui }), history });
  }
  const rootRoute = createRootRoute({ component: Outlet });
  const shown = createRoute({ getParentRoute: () => rootRoute, path: options.path, component: () => ui });
  const others = (options.also ?? []).map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  );
  return createRouter({ routeTree: rootRoute.addChildren([shown, ...others]), history });
}

/** A root in a div appended to document.body, its providers, and its cleanup after the test. */
function mountPoint(options: RenderOptions) {
  const queryClient = options.queryClient ?? testQueryClient();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let router: AnyRouter | undefined;
  if (options.router) vi.stubGlobal('scrollTo', () => {}); // the router restores scroll; jsdom has no layout
  const wrap = (node: ReactNode) => {
    if (options.router) {
      router = routerFor(node, options.router);
      node = <RouterProvider router={router} />;
    }
    return <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;
  };
  let live = true;
  const unmount = () => {
    if (!live) return;
    live = false;
    mounted.delete(unmount);
    act(() => root.unmount());
    host.remove();
    queryClient.clear(); // no gc timers outlive the test
  };
  mounted.add(unmount);
  const rendered: Rendered = {
    host,
    queryClient,
    get router() {
      return router;
    },
    rerender: async (next) => {
      const tree = wrap(next);
      await router?.load();
      await act(async () => root.render(tree));
    },
    rerenderNow: (next) => {
      const tree = wrap(next);
      act(() => root.render(tree));
    },
    unmount,
  };
  return { root, wrap, rendered };
}

/**
 * Mounts the element with the providers asked for and lets it settle: the router loads, then React
 * renders inside an async act() (effects and the promises they start get to run).
 */
export async function render(
  ui: ReactNode,
  options: RenderOptions & { router: RouterOptions },
): Promise<Rendered & { router: AnyRouter }>;
export async function render(ui: ReactNode, options?: RenderOptions): Promise<Rendered>;
export async function render(ui: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const { root, wrap, rendered } = mountPoint(options);
  const tree = wrap(ui);
  await rendered.router?.load();
  await act(async () => root.render(tree));
  return rendered;
}

/** Mounts the element inside a synchronous act(), for a test of what shows before anything async ran. */
export function renderNow(ui: ReactNode, options: Omit<RenderOptions, 'router'> = {}): Rendered {
  const { root, wrap, rendered } = mountPoint(options);
  const tree = wrap(ui);
  act(() => root.render(tree));
  return rendered;
}

/** Server-renders the element under a memory router at `/` and parses the HTML, as a first paint is. */
export async function renderStatic(ui: ReactNode): Promise<Document> {
  const router = routerFor(ui, { url: '/' });
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Waits (acting every 5 ms, at most a second) until `until` holds, and fails the test if it never does. */
export async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(until()).toBe(true);
}

type Typeable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Sets a value the way typing (or choosing) does, so React's onChange runs. */
export function type(control: Typeable, value: string) {
  const proto = Object.getPrototypeOf(control) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
    const event = control instanceof HTMLSelectElement ? 'change' : 'input';
    control.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

/** Clicks inside act(). */
export const click = (element: HTMLElement) => act(() => element.click());

/** The first button on the page whose text, trimmed, is `text`; undefined when there is none. */
export const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as
    | HTMLButtonElement
    | undefined;

/**
 * Clicks inside an async act(), so what the click starts gets to run; fails the test when there is
 * nothing to click (a button() that found none).
 */
export async function press(element: HTMLElement | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => element.click());
}

/** Submits the page's (first) form inside act() and lets the submit handler run. */
export async function submit() {
  await act(async () => {
    document.querySelector('form')?.requestSubmit();
  });
}
