/**
 * A form's field errors from its valibot schema: the first message of each field, keyed by the field's
 * top-level name (`products.0` counts for `products`), in the order the schema checks them. The
 * messages are the ones users see, so a form's schema carries the form's words, not the wire's.
 */
import * as v from 'valibot';

/** Messages by field name; a field without a problem is absent. */
export type FieldErrors = Readonly<Record<string, string>>;

export function schemaErrors(schema: v.GenericSchema, values: unknown): FieldErrors {
  const result = v.safeParse(schema, values);
  return result.success ? {} : issueErrors(result.issues);
}

/** The errors of a failed `safeParse`, as schemaErrors gives them. */
export function issueErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors {
  const errors: Record<string, string> = {};
  const nested: Readonly<Record<string, readonly string[] | undefined>> = v.flatten(issues).nested ?? {};
  for (const [path, messages] of Object.entries(nested)) {
    const field = path.split('.')[0] ?? path;
    if (messages?.[0] && errors[field] === undefined) errors[field] = messages[0];
  }
  return errors;
}

/** Text the user left blank (spaces only count as blank). */
export const filled = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
