// @vitest-environment jsdom
/**
 * A switch the server refuses (SPEC.md §8: environment failures are suppressed): no toast, neither the
 * fetch layer's nor one of the switch's own; the failure is said under the switch, and the switch stays
 * on the environment the user was in. The real fetch layer answers from the stub.
 */
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.ts';
import { bindQueryCache } from '../../features/auth/query-cache.ts';
import { SIGNED_OUT, session } from '../../features/auth/session.ts';
import type { Persistence } from '../../offline/persistence.ts';
import { failure, stubApi } from '../../test-support/api.ts';
import { render } from '../../test-support/render.tsx';
import { type EnvironmentSegmentsProps, SwitchFailure } from './environment-segments.tsx';

vi.mock('../../offline/persistence.ts', () => ({
  createPersistence: () => {
    throw new Error('tests bind a fake persistence');
  },
}));
/** The deferred segmented control, as a plain button that asks for staging, over its own failure line. */
vi.mock('../deferred-ui.ts', () => ({
  useDeferredUi: () => ({
    EnvironmentSegments: ({ value, disabled, failure, onChange }: EnvironmentSegmentsProps) => (
      <>
        <button type="button" data-value={value} disabled={disabled} onClick={() => onChange('staging')}>
          Staging
        </button>
        <SwitchFailure failure={failure} />
      </>
    ),
  }),
}));
const { EnvironmentSwitch } = await import('./environment-switch.tsx');

const api = stubApi();
const fakePersistence: Persistence = {
  activate: async () => {},
  deactivate: () => {},
  restoredLater: async () => {},
  flush: async () => {},
};

beforeEach(() => {
  bindQueryCache(new QueryClient(), fakePersistence);
  session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
});
afterEach(() => {
  session.set(SIGNED_OUT);
  toaster.remove();
  localStorage.clear();
});

async function switchRefused(message: string) {
  api.route('POST /api/auth/environment', failure(500, message));
  const { host } = await render(<EnvironmentSwitch />, { router: { url: '/' } });
  const button = host.querySelector('button') as HTMLButtonElement;
  await act(async () => {
    button.click();
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(button.disabled).toBe(false);
  return { host, button };
}

describe('EnvironmentSwitch when the server refuses', () => {
  it('shows no toast and says the fallback under the switch', async () => {
    const { host, button } = await switchRefused('');
    expect(api.sent().url).toBe('/api/auth/environment');
    expect(api.toasts).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed to update environment.');
    expect(button.dataset.value).toBe('prod');
    expect(session.get()).toMatchObject({ environment: 'prod' });
  });

  it("says the server's message when it gives one", async () => {
    const { host } = await switchRefused('Staging is not enabled for this organization.');
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'Staging is not enabled for this organization.',
    );
  });
});
