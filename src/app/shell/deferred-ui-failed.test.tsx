// @vitest-environment jsdom
/**
 * The frame's deferred parts (menus, drawer, toasts) failing to load: the frame says so with "Try again"
 * instead of leaving controls that do nothing, and "Try again" loads the same chunk again at once.
 */
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { click, render } from '../../test-support/render.tsx';
import { useDeferredUi } from '../deferred-ui.ts';
import { DeferredUiFailed } from './deferred-ui-failed.tsx';

let attempts = 0;
vi.mock('../deferred-ui-parts.tsx', () => {
  attempts++;
  if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/parts.js');
  return { NavDrawer: 'the drawer' };
});

function Frame() {
  const parts = useDeferredUi();
  return (
    <>
      <DeferredUiFailed />
      <p>{parts ? String(parts.NavDrawer) : 'stand-in'}</p>
    </>
  );
}

afterEach(() => vi.useRealTimers());

it('says the menus failed to load, with Try again, which loads them at once', async () => {
  vi.useFakeTimers(); // the load's own retry (1 s later) must not be what brings the parts
  const { host } = await render(<Frame />);
  expect(attempts).toBe(1);
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('Failed to load the menus and notifications.');
  const retry = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
  expect(retry?.tagName).toBe('BUTTON');

  if (retry) click(retry);
  await act(async () => {});
  expect(attempts).toBe(2);
  expect(host.querySelector('[role="alert"]')).toBeNull();
  expect(host.querySelector('p')?.textContent).toBe('the drawer');
});
