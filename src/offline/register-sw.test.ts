import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: what the module registers, listens to and posts. */
const wb = vi.hoisted(() => ({
  instances: [] as { url: string; options: unknown; events: EventTarget }[],
  register: vi.fn(async (_options?: { immediate?: boolean }): Promise<unknown> => undefined),
  messageSkipWaiting: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    events = new EventTarget();
    register = wb.register;
    messageSkipWaiting = wb.messageSkipWaiting;
    constructor(url: string, options: unknown) {
      wb.instances.push({ url, options, events: this.events });
    }
    addEventListener(type: string, listener: (event: Event) => void) {
      this.events.addEventListener(type, listener);
    }
  },
}));

const workbox = () => wb.instances.at(-1);
/** A workbox-window lifecycle event ('waiting', 'installed'), as the Workbox instance dispatches it. */
const lifecycle = (type: string, props: { isExternal?: boolean } = {}) =>
  workbox()?.events.dispatchEvent(Object.assign(new Event(type), props));

let container: EventTarget;
beforeEach(() => {
  vi.resetModules();
  container = new EventTarget();
  wb.instances.length = 0;
  wb.register.mockReset().mockResolvedValue(undefined);
  wb.messageSkipWaiting.mockClear();
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: container });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('does not register on the dev server', async () => {
    vi.stubEnv('DEV', true);
    const { registerServiceWorker } = await import('./register-sw.ts');
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(wb.register).not.toHaveBeenCalled();
  });

  it('registers once, immediately, in a build', async () => {
    vi.stubEnv('DEV', false);
    const { registerServiceWorker } = await import('./register-sw.ts');
    registerServiceWorker();
    registerServiceWorker();
    await vi.waitFor(() => expect(wb.register).toHaveBeenCalledTimes(1));
    expect(wb.register.mock.calls[0]?.[0]?.immediate).toBe(true);
    expect(workbox()).toMatchObject({ url: '/sw.js', options: { scope: '/' } });
  });

  it('tells subscribers, even late ones, that an update waits, and applies it on request', async () => {
    vi.stubEnv('DEV', false);
    wb.register.mockResolvedValue({ active: { v: 1 }, waiting: { v: 2 } });
    const { applyUpdate, onNeedRefresh, registerServiceWorker } = await import('./register-sw.ts');
    const early = vi.fn();
    const unsubscribeEarly = onNeedRefresh(early);
    registerServiceWorker();
    await vi.waitFor(() => expect(wb.register).toHaveBeenCalled());

    lifecycle('waiting');
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    unsubscribeEarly();

    const late = vi.fn();
    onNeedRefresh(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);

    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    await applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers of a version another tab installed, but not of its own first install', async () => {
    vi.stubEnv('DEV', false);
    wb.register.mockResolvedValue({ active: { v: 1 }, waiting: { v: 2 } });
    const { onNeedRefresh, registerServiceWorker } = await import('./register-sw.ts');
    const listener = vi.fn();
    onNeedRefresh(listener);
    registerServiceWorker();
    lifecycle('installed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listener).not.toHaveBeenCalled();
    lifecycle('installed', { isExternal: true });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
  });

  it('announces nothing while the first version installs, though a page loaded meanwhile hears it wait (Firefox)', async () => {
    vi.stubEnv('DEV', false);
    const first = { v: 1 };
    const registration: { active: object | null; waiting: object | null } = { active: null, waiting: first };
    wb.register.mockResolvedValue(registration);
    const { onNeedRefresh, registerServiceWorker } = await import('./register-sw.ts');
    const listener = vi.fn();
    onNeedRefresh(listener);
    registerServiceWorker();
    lifecycle('waiting');
    lifecycle('installed', { isExternal: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // It activates: the one version there is runs.
    Object.assign(registration, { active: first, waiting: null });
    lifecycle('waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('reloading into the new version', () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockClear();
    vi.stubGlobal('window', { location: { reload } });
  });

  async function registered(waiting: object | null) {
    vi.stubEnv('DEV', false);
    const registration = { waiting, update: vi.fn(async () => {}) };
    wb.register.mockResolvedValue(registration);
    const module = await import('./register-sw.ts');
    module.registerServiceWorker();
    await vi.waitFor(() => expect(wb.register).toHaveBeenCalled());
    return { ...module, registration };
  }

  it('never reloads a tab on its own, even when another tab took the update', async () => {
    await registered({});
    lifecycle('controlling');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the tab whose user pressed Reload once the new worker controls it', async () => {
    const { applyUpdate } = await registered({});
    await applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when the new worker already took over from another tab', async () => {
    const { applyUpdate } = await registered(null);
    await applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
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
