/**
 * The sign-in forms' inputs (SPEC.md §5): e-mail required and an address; one-time code required and
 * digits only (CONTRACT.md §4: 6 digits). Messages name the field and say what to fix; a field missing
 * from the FormData reads as empty, so it gets its own "required" message too.
 */
import * as v from 'valibot';

export const EMAIL_REQUIRED = 'Email is required.';
export const EMAIL_INVALID = 'Email must be an address like you@company.com.';
export const CODE_REQUIRED = 'One-time code is required.';
export const CODE_NOT_NUMERIC = 'One-time code must contain digits only.';
export const CODE_LENGTH = 'One-time code must be the 6 digits from the email.';
export const ONE_TIME_CODE_DIGITS = 6;

export const emailInput = v.object({
  email: v.pipe(
    v.optional(v.string(EMAIL_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(EMAIL_REQUIRED),
    v.email(EMAIL_INVALID),
  ),
});

export const codeInput = v.object({
  code: v.pipe(
    v.optional(v.string(CODE_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(CODE_REQUIRED),
    v.regex(/^\d+$/, CODE_NOT_NUMERIC),
    v.length(ONE_TIME_CODE_DIGITS, CODE_LENGTH),
  ),
});

export type FormResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Reads a native form's FormData through a schema; the first problem names its field. */
export function parseForm<S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  schema: S,
  form: FormData,
): FormResult<v.InferOutput<S>> {
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issue = parsed.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, field, message: issue.message };
}
