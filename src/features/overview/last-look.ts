import * as v from 'valibot';
import { formatCount, pluralize } from '../../lib/format.ts';
import { isOverdueOnly, type LookEntry } from './on-call.ts';

/**
 * "Since you last looked": the device remembers, per user and environment, the alerts and
 * overdue destinations the user last saw on the overview; the next look says what is new and what
 * recovered since. Kept in localStorage (offline/storage-names.ts, lastLookStorageKey), never sent to the
 * server, wiped on sign-out.
 *
 * - A look: a visit to the overview with the whole list (online, or offline from the snapshot). Every
 *   list the visit shows (the copy at once, then the refresh) is compared with the look kept when the
 *   visit began, and becomes the last look as it lands: the user has seen it.
 * - The summary stays (a reload, a visit to a destination and back) until the user dismisses it, or looks
 *   again SUMMARY_KEPT_MS or more after it was made: that look's own summary replaces it, if any.
 */
export const SUMMARY_KEPT_MS = 15 * 60 * 1000;
/** Bounds what a damaged or hostile stored value can make the overview do. */
const MAX_ENTRIES = 50_000;

const entry = v.object({
  id: v.string(),
  name: v.string(),
  status: v.nullable(v.string()),
  lastAttempt: v.nullable(v.string()),
});
const summary = v.object({
  /** When the look compared against was (epoch ms): "since you last looked at 09:12". */
  since: v.number(),
  /** When this summary was made. */
  at: v.number(),
  added: v.array(entry),
  recovered: v.array(entry),
  /** Said once to screen readers already. */
  announced: v.boolean(),
});
const record = v.object({
  look: v.object({ at: v.number(), entries: v.pipe(v.array(entry), v.maxLength(MAX_ENTRIES)) }),
  summary: v.nullable(summary),
});
export type LookSummary = v.InferOutput<typeof summary>;
export type LastLook = v.InferOutput<typeof record>;

export function readLastLook(storage: Storage, key: string): LastLook | null {
  try {
    const parsed = v.safeParse(record, JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // unreadable (blocked storage, damaged JSON): as if never looked
  }
}

export function writeLastLook(storage: Storage, key: string, value: LastLook): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the next look compares with an older one, or with none. Nothing else depends on it.
  }
}

/**
 * What is new in `now`: an alert the last look did not have as one (absent, or there only for being
 * overdue), or an overdue destination it did not have at all; and what recovered: one it no longer has.
 */
export function compareLooks(
  last: readonly LookEntry[],
  now: readonly LookEntry[],
): { added: LookEntry[]; recovered: LookEntry[] } {
  const before = new Map(last.map((e) => [e.id, e]));
  const after = new Set(now.map((e) => e.id));
  return {
    added: now.filter((e) => {
      const was = before.get(e.id);
      return !was || (isOverdueOnly(was) && !isOverdueOnly(e));
    }),
    recovered: last.filter((e) => !after.has(e.id)),
  };
}

/**
 * The record to keep when the overview shows this list at `at`, with the summary to show (null: nothing
 * to say). `previous` is what was kept when the visit began, null on the first look on this device.
 */
export function takeLook(
  previous: LastLook | null,
  entries: readonly LookEntry[],
  at: number,
  /** A destination's name now (a recovered one may have been renamed since), if it is still listed. */
  nameOf: (id: string) => string | undefined = () => undefined,
): LastLook {
  const look = { at, entries: [...entries] };
  if (!previous) return { look, summary: null };
  const compared = compareLooks(previous.look.entries, entries);
  const added = compared.added;
  const recovered = compared.recovered.map((e) => ({ ...e, name: nameOf(e.id) ?? e.name }));
  if (added.length + recovered.length > 0)
    return { look, summary: { since: previous.look.at, at, added, recovered, announced: false } };
  const kept = previous.summary && at - previous.summary.at < SUMMARY_KEPT_MS ? previous.summary : null;
  return { look, summary: kept };
}

/**
 * '2 new alerts and 1 recovered since you last looked at 09:12'; overdue destinations are counted apart
 * ('1 newly overdue'). `when` is the look's time in words ('09:12', 'yesterday 18:04').
 */
export function summaryWords(s: Pick<LookSummary, 'added' | 'recovered'>, when: string): string {
  const overdue = s.added.filter(isOverdueOnly).length;
  const alerts = s.added.length - overdue;
  const parts = [
    alerts > 0 && `${formatCount(alerts)} new ${pluralize(alerts, 'alert', 'alerts')}`,
    overdue > 0 && `${formatCount(overdue)} newly overdue`,
    s.recovered.length > 0 && `${formatCount(s.recovered.length)} recovered`,
  ].filter((part): part is string => typeof part === 'string');
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${list} since you last looked at ${when}`;
}
