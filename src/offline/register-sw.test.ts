import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pwa = vi.hoisted(() => ({
  registerSW: vi.fn(),
  update: vi.fn(async (_reload?: boolean) => {}),
}));
vi.mock('virtual:pwa-register', () => ({ registerSW: pwa.registerSW }));

type Options = {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onNeedReload?: () => void;
  onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration | undefined) => void;
};
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

describe('reloading into the new version', () => {
  const reload = vi.fn();
  let container: EventTarget;
  beforeEach(() => {
    reload.mockClear();
    container = new EventTarget();
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('navigator', { onLine: true, serviceWorker: container });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function registered(waiting: object | null) {
    vi.stubEnv('DEV', false);
    const module = await import('./register-sw.ts');
    module.registerServiceWorker();
    await vi.waitFor(() => expect(pwa.registerSW).toHaveBeenCalled());
    const registration = { waiting, update: vi.fn(async () => {}) };
    lastOptions().onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    return { ...module, registration };
  }

  it('never reloads a tab on its own, even when another tab took the update', async () => {
    await registered({});
    lastOptions().onNeedReload?.();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the tab whose user pressed Reload once the new worker controls it', async () => {
    const { applyUpdate } = await registered({});
    await applyUpdate();
    expect(pwa.update).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when the new worker already took over from another tab', async () => {
    const { applyUpdate } = await registered(null);
    await applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(pwa.update).not.toHaveBeenCalled();
  });

  it('checks for a new worker only online', async () => {
    const { checkForUpdate, registration } = await registered(null);
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: container });
    await checkForUpdate();
    expect(registration.update).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true, serviceWorker: container });
    await checkForUpdate();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('scheduleUpdateChecks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const check = vi.fn();
    return { win, doc, check };
  }

  it('checks on a fixed interval and on returning to the tab, spaced by a minimum gap', async () => {
    const { scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS } = await import(
      './register-sw.ts'
    );
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    expect(UPDATE_CHECK_MIN_GAP_MS).toBeLessThan(UPDATE_CHECK_INTERVAL_MS);
    const { win, doc, check } = setUp();
    const stop = scheduleUpdateChecks(check, {
      intervalMs: 60_000,
      minGapMs: 10_000,
      now: Date.now,
      win,
      doc: doc as unknown as Document,
    });
    expect(check).not.toHaveBeenCalled();

    win.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    // A burst of focus and visibility events within the gap makes no more requests.
    win.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10_000);
    win.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(3);

    // Hidden tabs are not checked on visibility changes, only when they come back.
    vi.advanceTimersByTime(10_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(4);

    stop();
    vi.advanceTimersByTime(10 * 60_000);
    win.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(4);
  });
});
