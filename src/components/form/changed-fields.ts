/**
 * The sparse update of CONTRACT.md §6, for every form: only what differs between the object the form
 * would write now and the stored one written the same way, nested the same way (`{postgres:
 * {password_auth: {password: 'new'}}}`); the server deep-merges it. Lists are compared ignoring order
 * (events, products, models are sets). Keys that disappeared are not sent: a blank password is absent
 * from both sides and so keeps the stored one. A field in `wholeValues` (a form tree's JSON field) is
 * one value: when it changed it is sent whole, so a key the user deleted from it does not survive the
 * merge.
 */
type Written = Readonly<Record<string, unknown>>;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).sort().join(',')}]`
    : isPlainObject(value)
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

const NONE: ReadonlySet<string> = new Set();

export function changedFields<T extends Written>(
  next: T,
  previous: Written,
  wholeValues: ReadonlySet<string> = NONE,
): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = previous[key];
    if (isPlainObject(value) && isPlainObject(before) && !wholeValues.has(key)) {
      const inner = changedFields(value, before, wholeValues);
      if (Object.keys(inner).length > 0) changes[key] = inner;
    } else if (canonical(value) !== canonical(before)) {
      changes[key] = value;
    }
  }
  return changes as Partial<T>;
}
