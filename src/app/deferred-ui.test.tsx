// @vitest-environment jsdom
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { render } from '../test-support/render.tsx';
import { useDeferredUi } from './deferred-ui.ts';

let attempts = 0;
vi.mock('./deferred-ui-parts.tsx', () => {
  attempts++;
  if (attempts === 1) throw new Error('chunk not loadable');
  return { NavDrawer: 'the drawer' };
});

function Waiting() {
  const parts = useDeferredUi();
  return parts ? String(parts.NavDrawer) : 'stand-in';
}

it('loads the deferred UI again by itself after a failed load while a control waits for it', async () => {
  vi.useFakeTimers();
  const { host, unmount } = await render(<Waiting />);
  expect(attempts).toBe(1);
  expect(host.textContent).toBe('stand-in');
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  expect(attempts).toBe(2);
  expect(host.textContent).toBe('the drawer');
  unmount();
  vi.useRealTimers();
});
