import { inspect } from 'node:util';

/**
 * A value from outside (a request, a receiver's answer, a name, an error's message), made safe for one
 * log line: control characters (newlines, carriage returns, escape sequences), Unicode line and
 * paragraph separators and invisible format characters (bidi overrides) are written as escapes, and
 * so is the backslash, so the value can neither start a line of its own nor pass for an escape; the
 * result is cut to LOG_TEXT_MAX characters. Every log line built from outside data (an e-mail, a
 * path, an event type, an id, a delivery's error) passes each value through it.
 */
export const LOG_TEXT_MAX = 200;

const UNSAFE = /[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const UNSAFE_ON_A_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeChar = (ch: string) => NAMED[ch] ?? `\\u{${ch.codePointAt(0)?.toString(16)}}`;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function logText(value: unknown): string {
  return cut(String(value).replace(UNSAFE, escapeChar), LOG_TEXT_MAX);
}

/**
 * A whole log line as the logger writes it: the same characters escaped, the backslash left alone (the
 * values logText escaped stay as they are), nothing cut. A call site that forgot logText still
 * cannot start a line or redraw the terminal.
 */
export function oneLine(message: string): string {
  return message.replace(UNSAFE_ON_A_LINE, escapeChar);
}

/**
 * What a log line shows of an error (the second argument of `log.error`): its name and message
 * through logText (they may quote a request, a mail server or a receiver), then its stack frames
 * (the `at …` lines after that message, as V8 wrote them), one per line. The message's own lines
 * never pass for frames. Anything else thrown is shown through logText.
 */
export function errorLines(error: unknown): string {
  if (!(error instanceof Error)) return logText(typeof error === 'string' ? error : inspect(error));
  const head = error.message ? `${error.name}: ${error.message}` : error.name;
  const stack = error.stack ?? '';
  // The stack starts with the name the error had when it was made (a subclass may rename it after).
  const end = error.message ? stack.indexOf(error.message) : -1;
  const frames = (end < 0 ? stack : stack.slice(end + error.message.length))
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  return [logText(head), ...frames.map(oneLine)].join('\n');
}

/**
 * Outside text that is kept and shown as it came (a webhook receiver's reason phrase in a delivery's
 * error): every control, separator and format character becomes U+FFFD, and it is cut to LOG_TEXT_MAX.
 */
export function shownText(value: string): string {
  return cut(value.replace(UNSAFE_ON_A_LINE, '\uFFFD'), LOG_TEXT_MAX);
}
