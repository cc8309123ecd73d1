import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-support/offline.ts';
import {
  type LastLook,
  readLastLook,
  SUMMARY_KEPT_MS,
  summaryWords,
  takeLook,
  writeLastLook,
} from './last-look.ts';
import type { LookEntry } from './on-call.ts';

const T0 = Date.parse('2026-11-22T09:12:00.000Z');
const MINUTE = 60_000;
const alert = (id: string): LookEntry => ({ id, name: `Alert ${id}`, status: 'ERROR', lastAttempt: null });
const overdue = (id: string): LookEntry => ({
  id,
  name: `Overdue ${id}`,
  status: 'SUCCESS',
  lastAttempt: '2026-11-18T00:00:00.000Z',
});

describe('takeLook', () => {
  it('has nothing to say on the first look', () => {
    expect(takeLook(null, [alert('a')], T0)).toEqual({
      look: { at: T0, entries: [alert('a')] },
      summary: null,
    });
  });

  it('says what is new and what recovered since the look before', () => {
    const first = takeLook(null, [alert('a'), alert('b')], T0);
    const second = takeLook(first, [alert('b'), alert('c')], T0 + 5 * MINUTE);
    expect(second).toEqual({
      look: { at: T0 + 5 * MINUTE, entries: [alert('b'), alert('c')] },
      summary: {
        since: T0,
        at: T0 + 5 * MINUTE,
        added: [alert('c')],
        recovered: [alert('a')],
        announced: false,
      },
    });
  });

  it('keeps a summary through looks that change nothing, until SUMMARY_KEPT_MS after it was made', () => {
    const made = T0 + 5 * MINUTE;
    const changed = takeLook(takeLook(null, [alert('a')], T0), [alert('a'), alert('b')], made);
    const summary = changed.summary;
    expect(summary).not.toBeNull();
    const soon = takeLook(changed, [alert('a'), alert('b')], made + SUMMARY_KEPT_MS - 1);
    expect(soon.summary).toBe(summary);
    expect(soon.look.at).toBe(made + SUMMARY_KEPT_MS - 1);
    expect(takeLook(changed, [alert('a'), alert('b')], made + SUMMARY_KEPT_MS).summary).toBeNull();
  });
});

describe('summaryWords', () => {
  const words = (added: LookEntry[], recovered: LookEntry[]) => summaryWords({ added, recovered }, '09:12');

  it('counts new alerts, newly overdue and recovered destinations apart', () => {
    expect(words([alert('a'), alert('b')], [alert('c')])).toBe(
      '2 new alerts and 1 recovered since you last looked at 09:12',
    );
    expect(words([alert('a')], [])).toBe('1 new alert since you last looked at 09:12');
    expect(words([overdue('a')], [])).toBe('1 newly overdue since you last looked at 09:12');
    expect(words([alert('a'), overdue('b')], [alert('c'), overdue('d')])).toBe(
      '1 new alert, 1 newly overdue and 2 recovered since you last looked at 09:12',
    );
  });
});

describe('readLastLook', () => {
  const KEY = 'console.last-look:u:prod';
  const stored: LastLook = { look: { at: T0, entries: [alert('a')] }, summary: null };

  it('reads back what was written', () => {
    const storage = new MemoryStorage();
    writeLastLook(storage, KEY, stored);
    expect(readLastLook(storage, KEY)).toEqual(stored);
  });

  it('is null when never written, damaged, of another shape or the storage throws', () => {
    const storage = new MemoryStorage();
    expect(readLastLook(storage, KEY)).toBeNull();
    storage.setItem(KEY, '{"look":');
    expect(readLastLook(storage, KEY)).toBeNull();
    storage.setItem(KEY, JSON.stringify({ look: { at: 'yesterday', entries: [] }, summary: null }));
    expect(readLastLook(storage, KEY)).toBeNull();
    storage.setItem(KEY, JSON.stringify({ look: { at: T0, entries: [{ id: 'a' }] }, summary: null }));
    expect(readLastLook(storage, KEY)).toBeNull();
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readLastLook(blocked, KEY)).toBeNull();
  });

  it('writes nothing and throws nothing when the storage is full', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(() => writeLastLook(full, KEY, stored)).not.toThrow();
    expect(readLastLook(full, KEY)).toBeNull();
  });
});
