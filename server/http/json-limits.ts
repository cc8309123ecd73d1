import { HttpError } from './envelope.ts';

/**
 * Bounds on every JSON body, checked before any schema sees it, so no input can make the server
 * recurse, allocate or store without limit. Nesting is measured on the raw text (before JSON.parse
 * builds anything); the rest on the parsed value, naming the field that is over.
 *
 * The largest legitimate values are a service account key or a private key (a few KB), a model
 * list of a few hundred names, and form trees a few levels deep.
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_STRING_CHARS = 16_384;
export const MAX_NAME_CHARS = 256;
export const MAX_URL_CHARS = 2048;
export const MAX_ARRAY_ITEMS = 1000;
export const MAX_OBJECT_KEYS = 500;

export const TOO_DEEP_MESSAGE = `Request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/** Throws 400 when arrays and objects nest deeper than MAX_JSON_DEPTH (strings are skipped). */
export function assertNestingWithin(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP_MESSAGE);
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
}

/** Names are short and URLs are URLs: the longest a key of each kind may hold. */
function maxCharsFor(key: string | null): number {
  if (key === null) return MAX_STRING_CHARS;
  if (key === 'name' || key.endsWith('_name')) return MAX_NAME_CHARS;
  if (key === 'url' || key.endsWith('_url')) return MAX_URL_CHARS;
  return MAX_STRING_CHARS;
}

const fieldPath = (path: string[]) => path.join('.') || 'body';

/** Throws 422 naming the first field whose string, list or object is larger than allowed. */
export function assertSizesWithin(value: unknown, path: string[] = []): void {
  const key = path.at(-1) ?? null;
  if (typeof value === 'string') {
    const max = maxCharsFor(key !== null && /^\d+$/.test(key) ? (path.at(-2) ?? null) : key);
    if (value.length > max) {
      throw new HttpError(
        422,
        `${fieldPath(path)}: must be at most ${max} characters (received ${value.length})`,
      );
    }
  } else if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_ITEMS) {
      throw new HttpError(
        422,
        `${fieldPath(path)}: must have at most ${MAX_ARRAY_ITEMS} items (received ${value.length})`,
      );
    }
    value.forEach((item, i) => {
      assertSizesWithin(item, [...path, String(i)]);
    });
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > MAX_OBJECT_KEYS) {
      throw new HttpError(
        422,
        `${fieldPath(path)}: must have at most ${MAX_OBJECT_KEYS} fields (received ${entries.length})`,
      );
    }
    for (const [name, item] of entries) {
      if (name.length > MAX_NAME_CHARS) {
        throw new HttpError(
          422,
          `${fieldPath(path)}: a field name is longer than ${MAX_NAME_CHARS} characters`,
        );
      }
      assertSizesWithin(item, [...path, name]);
    }
  }
}
