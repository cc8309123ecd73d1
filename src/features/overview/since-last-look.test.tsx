// @vitest-environment jsdom
/**
 * "Since you last looked" as a user meets it: with the look kept on this device, the overview says what
 * is new and what recovered, names each (a link to the destination), tells a screen reader once, and
 * stays gone once dismissed.
 */
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDataTime } from '../../lib/time.ts';
import { lastLookStorageKey, userKey } from '../../offline/storage-names.ts';
import { render } from '../../test-support/render.tsx';
import { type LastLook, readLastLook, writeLastLook } from './last-look.ts';
import type { LookEntry } from './on-call.ts';
import { SinceLastLook } from './since-last-look.tsx';

const EMAIL = 'oncall@example.com';
const entry = (id: string, name: string, status: string | null = 'ERROR'): LookEntry => ({
  id,
  name,
  status,
  lastAttempt: null,
});
const acme = entry('d1', 'Acme Lake');
const zenith = entry('d2', 'Zenith Freight Postgres');
const stalled = entry('d3', 'Stalled Warehouse', 'SUCCESS');
/** Ten minutes ago the user saw Acme and Zenith; now Zenith recovered and Stalled is overdue. */
const NOW_ENTRIES = [acme, stalled];

let key: string;
let lookedAt: number;
let setEntries: (entries: readonly LookEntry[]) => void = () => {};
const onNewRows = vi.fn();
const nameOf = () => undefined;

/** The overview's part as the on-call layer renders it, with the entries it would hand in. */
function Harness({ initial }: { initial: readonly LookEntry[] }) {
  const [entries, set] = useState(initial);
  setEntries = set;
  return (
    <SinceLastLook email={EMAIL} environment="prod" entries={entries} onNewRows={onNewRows} nameOf={nameOf} />
  );
}

const show = (entries: readonly LookEntry[]) =>
  render(<Harness initial={entries} />, {
    router: { url: '/overview', path: '/overview', also: ['/destinations/$destinationId'] },
  });

/** Lets the e-mail's hash (crypto.subtle, not a timer) and the renders it starts run until `until` holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await act(() => new Promise((r) => setImmediate(r)));
  expect(condition()).toBe(true);
}

const summaryText = () => document.querySelector('section p')?.textContent ?? null;
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';
const stored = () => readLastLook(localStorage, key);
const links = (label: string) =>
  [...document.querySelectorAll(`ul[aria-label="${label} since you last looked"] a`)].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
const dismissButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Dismiss') ?? null;

beforeEach(async () => {
  // The announcement's delay and the clock are the test's; the router and React run as they do.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  onNewRows.mockReset();
  key = lastLookStorageKey(await userKey(EMAIL), 'prod');
  lookedAt = Date.now() - 10 * 60_000;
  const previous: LastLook = { look: { at: lookedAt, entries: [acme, zenith] }, summary: null };
  writeLastLook(localStorage, key, previous);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('SinceLastLook', () => {
  it('names what is new and what recovered, links each, and tells a screen reader once', async () => {
    const words = `1 newly overdue and 1 recovered since you last looked at ${formatDataTime(lookedAt)}`;
    await show(NOW_ENTRIES);
    await until(() => summaryText() !== null);
    expect(summaryText()).toBe(words);
    expect(links('New')).toEqual([['Stalled Warehouse', '/destinations/d3']]);
    expect(links('Recovered')).toEqual([['Zenith Freight Postgres', '/destinations/d2']]);
    expect(onNewRows).toHaveBeenLastCalledWith(new Set(['d3']));
    // The live region is on the page, empty, before the words go in.
    expect(statusText()).toBe('');
    expect(stored()?.summary?.announced).toBe(false);

    await act(async () => vi.advanceTimersByTime(300));
    expect(statusText()).toBe(`${words}.`);
    expect(stored()?.summary?.announced).toBe(true);
    expect(stored()?.look.entries).toEqual(NOW_ENTRIES);

    // The refresh lands with the same list: the summary stays and is not said again.
    await act(async () => setEntries([...NOW_ENTRIES]));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(summaryText()).toBe(words);
    expect(statusText()).toBe(`${words}.`);
    expect(stored()?.summary?.announced).toBe(true);
  });

  it('comes back after a reload without being said again', async () => {
    const first = await show(NOW_ENTRIES);
    await until(() => summaryText() !== null);
    await act(async () => vi.advanceTimersByTime(300));
    first.unmount();

    await show(NOW_ENTRIES);
    await until(() => summaryText() !== null);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(links('New')).toEqual([['Stalled Warehouse', '/destinations/d3']]);
    expect(statusText()).toBe('');
  });

  it('is gone once dismissed, and the same list does not bring it back', async () => {
    const first = await show(NOW_ENTRIES);
    await until(() => summaryText() !== null);
    await act(async () => dismissButton()?.click());
    expect(summaryText()).toBeNull();
    expect(dismissButton()).toBeNull();
    expect(stored()?.summary).toBeNull();
    expect(onNewRows).toHaveBeenLastCalledWith(new Set());

    // The refresh of this visit, then a later visit, with the same list.
    await act(async () => setEntries([...NOW_ENTRIES]));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(summaryText()).toBeNull();
    expect(statusText()).toBe('');
    first.unmount();
    const visit = Date.now();
    await show(NOW_ENTRIES);
    await until(() => stored()?.look.at === visit);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(summaryText()).toBeNull();
  });
});
