/**
 * The sparse update of CONTRACT.md §6: only what differs between the prepared object now and as it
 * was loaded, nested the same way (`{postgres: {password_auth: {password: 'new'}}}`); the server
 * deep-merges it. Lists are compared ignoring order. Keys that disappeared are not sent: a blank
 * password is absent from both sides and so keeps the stored one. A JSON field is one value: when it
 * changed it is sent whole, so a key the user deleted from it does not survive the merge.
 */
import { isPlainObject, jsonFieldNames } from './flatten.ts';

type Prepared = Readonly<Record<string, unknown>>;

const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).sort().join(',')}]`
    : isPlainObject(value)
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

export function changedFields(
  next: Prepared,
  previous: Prepared,
  wholeValues: ReadonlySet<string> = jsonFieldNames(),
): Record<string, unknown> {
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
  return changes;
}
