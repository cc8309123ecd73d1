/**
 * The page's life cycle (page-life-cycle.ts): which events flush, suspend and resume the snapshot's
 * writes, on their own and then with a real snapshot.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countPuts,
  onScreen,
  savedKeys,
  signedInSlowWrites,
  storedRows,
} from '../../test-support/offline.ts';
import { onStorageError } from '../persistence.ts';
import { type PageHandlers, PageLifeCycle } from './page-life-cycle.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageEvent = (type: string, persisted: boolean) => Object.assign(new Event(type), { persisted });

/** A document and a window of their own, so the events are the test's alone. */
function stubPage() {
  const target = new EventTarget();
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('document', page);
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  return { target, page };
}

function attached(overrides: Partial<PageHandlers> = {}) {
  const handlers = {
    flush: vi.fn(),
    canWait: vi.fn(() => true),
    suspend: vi.fn(),
    reopen: vi.fn(async () => true),
    resume: vi.fn(),
    ...overrides,
  };
  const cycle = new PageLifeCycle(handlers);
  cycle.attach();
  return { cycle, handlers };
}

describe('the page life cycle', () => {
  it('flushes when the page is hidden, frozen or left for good, in that task', () => {
    const { target, page } = stubPage();
    const { handlers } = attached();
    page.dispatchEvent(new Event('visibilitychange')); // still visible
    expect(handlers.flush).not.toHaveBeenCalled();
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(new Event('freeze'));
    target.dispatchEvent(pageEvent('pagehide', false));
    expect(handlers.flush).toHaveBeenCalledTimes(3);
    expect(handlers.suspend).not.toHaveBeenCalled();
  });

  it('suspends for the back/forward cache, and resumes once the connection is open again', async () => {
    const { target } = stubPage();
    const { cycle, handlers } = attached();
    target.dispatchEvent(pageEvent('pagehide', true));
    expect(handlers.suspend).toHaveBeenCalledTimes(1);
    expect(handlers.flush).not.toHaveBeenCalled();
    expect(cycle.suspended).toBe(true);

    target.dispatchEvent(pageEvent('pageshow', true));
    expect(cycle.suspended).toBe(true); // until the connection is open
    await vi.waitFor(() => expect(handlers.resume).toHaveBeenCalledTimes(1));
    expect(cycle.suspended).toBe(false);
  });

  it('flushes instead of suspending once the writes cannot wait, and stays suspended if reopening fails', async () => {
    const { target } = stubPage();
    const closed = attached({ canWait: () => false });
    target.dispatchEvent(pageEvent('pagehide', true));
    expect(closed.handlers.flush).toHaveBeenCalledTimes(1);
    expect(closed.cycle.suspended).toBe(false);
    closed.cycle.detach();

    const failing = attached({ reopen: vi.fn(async () => false) });
    target.dispatchEvent(pageEvent('pagehide', true));
    target.dispatchEvent(pageEvent('pageshow', true));
    await vi.waitFor(() => expect(failing.handlers.reopen).toHaveBeenCalledTimes(1));
    expect(failing.handlers.resume).not.toHaveBeenCalled();
    expect(failing.cycle.suspended).toBe(true);
  });

  it('ignores a first show and a show not from the cache, and every event once detached', () => {
    const { target, page } = stubPage();
    const { cycle, handlers } = attached();
    target.dispatchEvent(pageEvent('pageshow', true));
    target.dispatchEvent(pageEvent('pageshow', false));
    expect(handlers.reopen).not.toHaveBeenCalled();
    cycle.detach();
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(pageEvent('pagehide', true));
    expect(handlers.flush).not.toHaveBeenCalled();
    expect(handlers.suspend).not.toHaveBeenCalled();
  });
});

const destinationKey = (id: number) => ['prod', 'destinations', 'detail', `d${id}`];

describe('the snapshot through the page life cycle', () => {
  it.each(['pagehide', 'freeze'])(
    'issues every pending write in the same task when the page fires %s (it runs no script after)',
    async (type) => {
      const target = new EventTarget();
      const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
      vi.stubGlobal('document', page);
      vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
      vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
      const { email, client, persistence } = await signedInSlowWrites();
      const stop = onScreen(client, destinationKey(1));
      client.setQueryData(destinationKey(1), { id: 1, name: 'Seen' });
      client.setQueryData(destinationKey(2), { id: 2, name: 'Background' });
      const puts = countPuts('queries');

      (type === 'freeze' ? page : target).dispatchEvent(new Event(type));
      // Synchronously: a page that is being unloaded gets no later turn to issue the rest.
      expect(puts.count).toBe(2);

      await persistence.flush();
      expect(await savedKeys(email)).toHaveLength(2);
      stop();
      persistence.deactivate();
    },
  );

  it('issues nothing and lets go of the database when the page is kept in the back/forward cache, and saves what waited once it is back', async () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const problems: unknown[] = [];
    const unsubscribe = onStorageError((problem) => problems.push(problem));
    const { email, client, persistence } = await signedInSlowWrites({ writeThrottleMs: 5 });
    const stop = onScreen(client, destinationKey(1));
    client.setQueryData(destinationKey(1), { id: 1, name: 'Seen' });
    const closes = vi.spyOn(IDBDatabase.prototype, 'close');
    const pageEvent = (type: string, persisted: boolean) => Object.assign(new Event(type), { persisted });
    const savedName = async () =>
      (await storedRows(email, 'prod')).find((row) => row.hash === JSON.stringify(destinationKey(1)))?.state
        .data;

    const puts = countPuts('queries');
    target.dispatchEvent(pageEvent('pagehide', true));
    expect(closes).toHaveBeenCalledTimes(1);
    expect(puts.count).toBe(0); // nothing issued as the page is suspended

    // A timer due before the page froze: nothing is written on the closed connection, nothing is lost.
    client.setQueryData(destinationKey(1), { id: 1, name: 'Changed as it left' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts.count).toBe(0);
    expect(await savedName()).toBeUndefined();

    target.dispatchEvent(pageEvent('pageshow', true));
    await vi.waitFor(async () => expect(await savedName()).toEqual({ id: 1, name: 'Changed as it left' }));
    expect(problems).toEqual([]);
    unsubscribe();
    stop();
    persistence.deactivate();
  });

  it('writes the pending batch at once when the tab is hidden (it may be closed without notice)', async () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    const { email, client, persistence } = await signedInSlowWrites();
    client.setQueryData(destinationKey(1), { id: 1, name: 'Saved on hide' });

    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));

    await vi.waitFor(async () => expect(await storedRows(email, 'prod')).toHaveLength(1), { timeout: 2000 });
    persistence.deactivate();
  });
});
