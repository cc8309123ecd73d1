/**
 * A value from a request, made safe for one log line: control characters (newlines, carriage
 * returns, escape sequences), Unicode line and paragraph separators and invisible format characters
 * (bidi overrides) are written as escapes, and so is the backslash, so a request can neither start
 * a line of its own nor pass for an escape; the result is cut to LOG_TEXT_MAX characters. Every log
 * line built from request data (an e-mail, a path, an event type, an id) passes each value through it.
 */
export const LOG_TEXT_MAX = 200;

const UNSAFE = /[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function logText(value: unknown): string {
  const escaped = String(value).replace(
    UNSAFE,
    (ch) => NAMED[ch] ?? `\\u{${ch.codePointAt(0)?.toString(16)}}`,
  );
  return escaped.length > LOG_TEXT_MAX ? `${escaped.slice(0, LOG_TEXT_MAX)}…` : escaped;
}
