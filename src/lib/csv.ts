/**
 * One CSV cell (RFC 4180) that a spreadsheet opens as the text it is, whichever separator it splits on
 * (OWASP "CSV Injection"). Every CSV the console writes goes through here.
 * - Text that starts with = + - @ (or their full-width forms), after any spaces, tabs, line breaks or
 *   separators, or that starts with a tab or CR, is a formula to Excel, LibreOffice or Sheets: it gets
 *   a `'` in front, which they show as text, and is quoted. It reads back as `'` and the text.
 * - Text holding `,` or `;` (spreadsheets split on either, by locale), a quote, CR, LF or tab, or with
 *   a space at an edge, is quoted, quotes doubled.
 * Numbers are the file's own counts, written as they are: `-1` stays a number.
 */
const FORMULA_START = /^(?:[\t\r]|[\s,;]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
