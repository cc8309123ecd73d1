// @vitest-environment jsdom
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { renderNow } from '../test-support/render.tsx';
import { createExternalStore, useExternalStore } from './external-store.ts';

it('tells every listener on each set, equal values too, until it unsubscribes', () => {
  const store = createExternalStore(1);
  const listener = vi.fn();
  const stop = store.subscribe(listener);
  expect(store.watched()).toBe(true);
  store.set(2);
  store.set(2);
  expect(listener).toHaveBeenCalledTimes(2);
  expect(store.get()).toBe(2);
  expect(store.initial()).toBe(1);
  stop();
  store.set(3);
  expect(listener).toHaveBeenCalledTimes(2);
  expect(store.watched()).toBe(false);
});

const door = createExternalStore('closed');
function Shown() {
  return useExternalStore(door);
}

it('re-renders a component that follows it', () => {
  const { host } = renderNow(<Shown />);
  expect(host.textContent).toBe('closed');
  act(() => door.set('open'));
  expect(host.textContent).toBe('open');
});
