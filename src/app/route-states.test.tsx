// @vitest-environment jsdom
/**
 * A page whose code does not load (its route chunk: offline before it was ever cached, a dropped
 * request, a deploy that replaced it): the router's error screen says so in words, with "Try again",
 * which loads the same chunk again and shows the page. TanStack Router first reloads the page once per
 * failed chunk (lazyRouteComponent); these tests start after that reload, as its session mark says.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type JSX } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { click, render, settle } from '../test-support/render.tsx';
import { ErrorScreen, PendingScreen } from './route-states.tsx';

const CHUNK_ERROR = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/settings-x1.js';

function appWithPage(importer: () => Promise<{ default: () => JSX.Element }>) {
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/settings',
    component: lazyRouteComponent(importer),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/settings'] }),
    defaultErrorComponent: ErrorScreen,
    defaultPendingComponent: PendingScreen,
  });
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

beforeEach(() => {
  vi.stubGlobal('scrollTo', () => {});
  // React and the router report each caught error on the console; the screen is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStorage.setItem(`tanstack_router_reload:${CHUNK_ERROR}`, '1');
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('says the page failed to load, with Try again, and shows the page once Try again loads it', async () => {
  let attempts = 0;
  const importer = vi.fn(async () => {
    attempts++;
    if (attempts === 1) throw new TypeError(CHUNK_ERROR);
    return { default: () => <h1>Organization</h1> };
  });
  const router = appWithPage(importer);
  await router.load();
  const { host } = await render(<RouterProvider router={router} />);
  await settle(() => host.querySelector('[role="alert"]') !== null);
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('Failed to load this page.');
  expect(alert?.textContent).not.toContain('dynamically imported module');
  const retry = button('Try again');
  expect(retry?.tagName).toBe('BUTTON');

  if (retry) click(retry);
  await settle(() => host.querySelector('h1')?.textContent === 'Organization');
  expect(importer).toHaveBeenCalledTimes(2);
  expect(host.querySelector('[role="alert"]')).toBeNull();
});

it('keeps the error and Try again when the chunk fails again', async () => {
  const importer = vi.fn(async () => {
    throw new TypeError(CHUNK_ERROR);
  });
  const router = appWithPage(importer);
  await router.load();
  const { host } = await render(<RouterProvider router={router} />);
  await settle(() => button('Try again') !== undefined);
  const retry = button('Try again');
  if (retry) click(retry);
  await settle(() => importer.mock.calls.length === 2);
  await act(async () => {});
  await settle(() => button('Try again') !== undefined);
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('Failed to load this page.');
});

it('still shows any other error of a page in its own words', async () => {
  const router = appWithPage(async () => ({
    default: () => {
      throw new Error('The organisation has no name');
    },
  }));
  await router.load();
  const { host } = await render(<RouterProvider router={router} />);
  await settle(() => host.querySelector('[role="alert"]') !== null);
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('The organisation has no name');
});
