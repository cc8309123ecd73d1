/**
 * The sync dialog's rules (SPEC.md §5), in plain TS so they are tested without a browser: at least
 * one model; a start and an end time, each optional behind its checkbox, typed without a zone and read
 * as UTC, start before end; tag rows that are either complete or blank, keys and values made of
 * letters, digits, underscores and dashes.
 */
import { TAG_PATTERN, TAG_PATTERN_MESSAGE, type TransferRequest } from '../../../api/schemas/transfer.ts';
import { utcInstantFromDateTime } from '../../../lib/time.ts';

export interface TagRow {
  /** Stable React key: rows are added and removed in the middle. */
  id: number;
  key: string;
  value: string;
}

export interface SyncDraft {
  models: readonly string[];
  useStart: boolean;
  /** The datetime-local value ('2026-11-22T14:02'), read as UTC. */
  start: string;
  useEnd: boolean;
  end: string;
  tags: readonly TagRow[];
}

export interface SyncErrors {
  start?: string;
  end?: string;
  tags?: string;
}

export const SYNC_MESSAGES = {
  startInvalid: 'Enter a valid start time (UTC).',
  endInvalid: 'Enter a valid end time (UTC).',
  startAfterEnd: 'Start time must be before end time.',
  tagIncomplete: 'Each tag must have both a key and a value, or both blank.',
  tagCharacters: TAG_PATTERN_MESSAGE,
  tagDuplicate: 'Each tag key may appear only once.',
} as const;

export const emptySyncDraft = (models: readonly string[] = []): SyncDraft => ({
  models,
  useStart: false,
  start: '',
  useEnd: false,
  end: '',
  tags: [],
});

function readTime(enabled: boolean, value: string): { iso: string | undefined; valid: boolean } {
  if (!enabled) return { iso: undefined, valid: true };
  try {
    return { iso: utcInstantFromDateTime(value.trim()), valid: true };
  } catch {
    return { iso: undefined, valid: false };
  }
}

function readTags(rows: readonly TagRow[]): { tags: Record<string, string>; error?: string } {
  const tags: Record<string, string> = {};
  const filled = rows
    .map((r) => ({ key: r.key.trim(), value: r.value.trim() }))
    .filter((r) => r.key !== '' || r.value !== '');
  if (filled.some((r) => r.key === '' || r.value === '')) return { tags, error: SYNC_MESSAGES.tagIncomplete };
  if (filled.some((r) => !TAG_PATTERN.test(r.key) || !TAG_PATTERN.test(r.value))) {
    return { tags, error: SYNC_MESSAGES.tagCharacters };
  }
  for (const { key, value } of filled) {
    if (Object.hasOwn(tags, key)) return { tags, error: SYNC_MESSAGES.tagDuplicate };
    tags[key] = value;
  }
  return { tags };
}

export type SyncCheck = { ok: true; request: TransferRequest } | { ok: false; errors: SyncErrors };

/** The request to send, or every problem at once (each shown next to its control). */
export function checkSyncDraft(draft: SyncDraft, fullRefresh: boolean): SyncCheck {
  const errors: SyncErrors = {};
  const start = readTime(draft.useStart, draft.start);
  const end = readTime(draft.useEnd, draft.end);
  if (!start.valid) errors.start = SYNC_MESSAGES.startInvalid;
  if (!end.valid) errors.end = SYNC_MESSAGES.endInvalid;
  if (start.iso && end.iso && Date.parse(start.iso) >= Date.parse(end.iso)) {
    errors.start = SYNC_MESSAGES.startAfterEnd;
  }
  const tags = readTags(draft.tags);
  if (tags.error) errors.tags = tags.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      full_refresh: fullRefresh,
      models: [...draft.models],
      start_transfer_window_at: start.iso ?? null,
      end_transfer_window_at: end.iso ?? null,
      tags: tags.tags,
    },
  };
}

/** 'Sync Models' / 'Full Refresh Models' needs at least one model (SPEC.md §5). */
export const canSubmitSync = (draft: SyncDraft) => draft.models.length > 0;
