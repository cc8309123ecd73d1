import { describe, expect, it } from 'vitest';
import {
  canSubmitSync,
  checkSyncDraft,
  emptySyncDraft,
  SYNC_MESSAGES,
  type SyncDraft,
} from './sync-draft.ts';

const draft = (over: Partial<SyncDraft> = {}): SyncDraft => ({ ...emptySyncDraft(['accounts']), ...over });
const tag = (key: string, value: string, id = 1) => ({ id, key, value });

describe('checkSyncDraft', () => {
  it('sends the chosen models without a window or tags by default', () => {
    expect(checkSyncDraft(draft({ models: ['accounts', 'events'] }), false)).toEqual({
      ok: true,
      request: {
        full_refresh: false,
        models: ['accounts', 'events'],
        start_transfer_window_at: null,
        end_transfer_window_at: null,
        tags: {},
      },
    });
  });

  it('reads the window as UTC and marks a full refresh', () => {
    const check = checkSyncDraft(
      draft({ useStart: true, start: '2026-01-01T00:00', useEnd: true, end: '2026-01-02T12:30' }),
      true,
    );
    expect(check).toMatchObject({
      ok: true,
      request: {
        full_refresh: true,
        start_transfer_window_at: '2026-01-01T00:00:00Z',
        end_transfer_window_at: '2026-01-02T12:30:00Z',
      },
    });
  });

  it('ignores a typed time whose checkbox is off', () => {
    const check = checkSyncDraft(draft({ useStart: false, start: 'garbage' }), false);
    expect(check).toMatchObject({ ok: true, request: { start_transfer_window_at: null } });
  });

  it('needs a valid date-time for each enabled bound', () => {
    expect(checkSyncDraft(draft({ useStart: true, start: '' }), false)).toEqual({
      ok: false,
      errors: { start: SYNC_MESSAGES.startInvalid },
    });
    expect(checkSyncDraft(draft({ useEnd: true, end: '2026-02-30T10:00' }), false)).toEqual({
      ok: false,
      errors: { end: SYNC_MESSAGES.endInvalid },
    });
  });

  it("says 'Start time must be before end time.' for an empty or backwards window", () => {
    const backwards = draft({
      useStart: true,
      start: '2026-01-02T00:00',
      useEnd: true,
      end: '2026-01-01T00:00',
    });
    const empty = draft({ useStart: true, start: '2026-01-01T00:00', useEnd: true, end: '2026-01-01T00:00' });
    for (const d of [backwards, empty]) {
      expect(checkSyncDraft(d, false)).toEqual({
        ok: false,
        errors: { start: 'Start time must be before end time.' },
      });
    }
  });

  it('keeps complete tag rows and drops blank ones, trimming spaces', () => {
    const check = checkSyncDraft(
      draft({ tags: [tag(' team ', 'data-eng', 1), tag('', '', 2), tag('run_id', 'A-17', 3)] }),
      false,
    );
    expect(check).toMatchObject({ ok: true, request: { tags: { team: 'data-eng', run_id: 'A-17' } } });
  });

  it('rejects a row with only a key or only a value', () => {
    for (const row of [tag('team', ''), tag('', 'eng')]) {
      expect(checkSyncDraft(draft({ tags: [row] }), false)).toEqual({
        ok: false,
        errors: { tags: 'Each tag must have both a key and a value, or both blank.' },
      });
    }
  });

  it('rejects keys and values outside letters, digits, underscores and dashes', () => {
    for (const row of [tag('team name', 'x'), tag('team', 'a.b'), tag('tëam', 'x')]) {
      expect(checkSyncDraft(draft({ tags: [row] }), false)).toEqual({
        ok: false,
        errors: { tags: 'Keys and values must be alphanumeric, underscores, or dashes.' },
      });
    }
  });

  it('rejects a key used twice rather than silently dropping one', () => {
    const check = checkSyncDraft(draft({ tags: [tag('a', '1', 1), tag('a', '2', 2)] }), false);
    expect(check).toEqual({ ok: false, errors: { tags: SYNC_MESSAGES.tagDuplicate } });
  });

  it('reports every problem at once', () => {
    const check = checkSyncDraft(draft({ useStart: true, start: '', tags: [tag('k', '')] }), false);
    expect(check).toEqual({
      ok: false,
      errors: { start: SYNC_MESSAGES.startInvalid, tags: SYNC_MESSAGES.tagIncomplete },
    });
  });
});

describe('canSubmitSync', () => {
  it('needs at least one model', () => {
    expect(canSubmitSync(draft({ models: [] }))).toBe(false);
    expect(canSubmitSync(draft({ models: ['a'] }))).toBe(true);
  });
});
