// @vitest-environment jsdom
import { act } from 'react';
import { expect, it } from 'vitest';
import { loadOnce } from '../../lib/load-once.ts';
import { useLazyPart } from '../../lib/use-lazy-part.ts';
import { click, render, settle } from '../../test-support/render.tsx';
import { LoadFailed } from './states.tsx';

/** A chunk whose loads are answered by the test, one by one. */
function chunk() {
  const answers: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = loadOnce(() => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })));
  return { load, answers };
}

function Part({ load }: { load: () => Promise<string> }) {
  const part = useLazyPart(load);
  if (part.failed) return <LoadFailed what="the widget" onRetry={part.retry} />;
  return <p>{part.module ?? 'loading'}</p>;
}

const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name);

it('shows the part once loaded', async () => {
  const { load, answers } = chunk();
  const { host } = await render(<Part load={load} />);
  expect(host.textContent).toBe('loading');
  await act(async () => answers[0]?.resolve('the widget itself'));
  expect(host.textContent).toBe('the widget itself');
});

it('says a failed load with Try again (a named, focusable button), which loads the same chunk again', async () => {
  const { load, answers } = chunk();
  const { host } = await render(<Part load={load} />);
  await act(async () => answers[0]?.reject(new TypeError('Failed to fetch dynamically imported module')));
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('Failed to load the widget.');
  const retry = button(host, 'Try again');
  expect(retry?.tagName).toBe('BUTTON');
  retry?.focus();
  expect(document.activeElement).toBe(retry);

  if (retry) click(retry);
  expect(host.textContent).toBe('loading');
  expect(answers).toHaveLength(2);
  await act(async () => answers[1]?.resolve('the widget itself'));
  expect(host.textContent).toBe('the widget itself');
});

it('fails again on a failed retry, and Try again stays', async () => {
  const { load, answers } = chunk();
  const { host } = await render(<Part load={load} />);
  await act(async () => answers[0]?.reject(new Error('offline')));
  const first = button(host, 'Try again');
  if (first) click(first);
  await act(async () => answers[1]?.reject(new Error('offline')));
  await settle(() => button(host, 'Try again') !== undefined);
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('Failed to load the widget.');
});
