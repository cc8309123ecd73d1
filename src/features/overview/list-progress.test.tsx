// @vitest-environment jsdom
/** The note under the overview's tables while the organisation is not completely loaded. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListProgress } from './list-progress.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('ListProgress', () => {
  it('says more are loading as a status, and nothing once every page is in', () => {
    act(() => root.render(<ListProgress complete={false} loading />));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading more destinations…');
    act(() => root.render(<ListProgress complete loading={false} />));
    expect(host.textContent).toBe('');
  });

  it('says a list cut short is incomplete, and offers another try after a failure', async () => {
    act(() => root.render(<ListProgress complete={false} loading={false} />));
    expect(host.textContent).toContain('this list and its counts are incomplete');
    expect(host.querySelector('button')).toBeNull();
    const retry = vi.fn();
    act(() => root.render(<ListProgress complete={false} loading={false} onRetry={retry} />));
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(retry).toHaveBeenCalledOnce();
  });
});
