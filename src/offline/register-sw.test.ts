import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pwa = vi.hoisted(() => ({
  registerSW: vi.fn(),
  update: vi.fn(async (_reload?: boolean) => {}),
}));
vi.mock('virtual:pwa-register', () => ({ registerSW: pwa.registerSW }));

type Options = { immediate?: boolean; onNeedRefresh?: () => void };
const lastOptions = () => pwa.registerSW.mock.calls.at(-1)?.[0] as Options;

beforeEach(() => {
  vi.resetModules();
  pwa.registerSW.mockReset().mockReturnValue(pwa.update);
  pwa.update.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('registerServiceWorker', () => {
  it('does not register on the dev server', async () => {
    vi.stubEnv('DEV', true);
    const { registerServiceWorker } = await import('./register-sw.ts');
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pwa.registerSW).not.toHaveBeenCalled();
  });

  it('registers once, immediately, in a build', async () => {
    vi.stubEnv('DEV', false);
    const { registerServiceWorker } = await import('./register-sw.ts');
    registerServiceWorker();
    registerServiceWorker();
    await vi.waitFor(() => expect(pwa.registerSW).toHaveBeenCalledTimes(1));
    expect(lastOptions().immediate).toBe(true);
  });

  it('tells subscribers, even late ones, that an update waits, and applies it on request', async () => {
    vi.stubEnv('DEV', false);
    const { applyUpdate, onNeedRefresh, registerServiceWorker } = await import('./register-sw.ts');
    const early = vi.fn();
    const unsubscribeEarly = onNeedRefresh(early);
    registerServiceWorker();
    await vi.waitFor(() => expect(pwa.registerSW).toHaveBeenCalled());

    lastOptions().onNeedRefresh?.();
    expect(early).toHaveBeenCalledTimes(1);
    unsubscribeEarly();

    const late = vi.fn();
    onNeedRefresh(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);

    expect(pwa.update).not.toHaveBeenCalled();
    await applyUpdate();
    expect(pwa.update).toHaveBeenCalledTimes(1);
  });
});
