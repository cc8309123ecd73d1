// @vitest-environment jsdom
/** The note under the overview's tables while the organisation is not completely loaded. */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, renderNow } from '../../test-support/render.tsx';
import { ListProgress } from './list-progress.tsx';

let view: Rendered;
let host: HTMLDivElement;
beforeEach(() => {
  view = renderNow(null);
  host = view.host;
});

describe('ListProgress', () => {
  it('says more are loading as a status, and nothing once every page is in', () => {
    view.rerenderNow(<ListProgress complete={false} loading />);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading more destinations…');
    view.rerenderNow(<ListProgress complete loading={false} />);
    expect(host.textContent).toBe('');
  });

  it('says a list cut short is incomplete, and offers another try after a failure', async () => {
    view.rerenderNow(<ListProgress complete={false} loading={false} />);
    expect(host.textContent).toContain('this list and its counts are incomplete');
    expect(host.querySelector('button')).toBeNull();
    const retry = vi.fn();
    view.rerenderNow(<ListProgress complete={false} loading={false} onRetry={retry} />);
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(retry).toHaveBeenCalledOnce();
  });
});
