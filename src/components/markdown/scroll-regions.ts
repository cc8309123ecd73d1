/**
 * Wide blocks scroll sideways instead of widening the page (the panel is 390 px wide on a phone):
 * tables go in a scrolling box and code blocks scroll themselves. A box that scrolls must be reachable
 * by keyboard to be scrolled without a mouse, so each gets tabindex="0" and a name.
 */
import {
  close as closeTag,
  type HtmlToken,
  isClose,
  isOpen,
  open,
  textContent,
  withAttrs,
} from './html-tokens.ts';

/** 'Table: Field, Meaning' from the header row, so several tables are told apart. */
function tableName(tokens: readonly HtmlToken[], from: number): string {
  const headers: string[] = [];
  for (let i = from; i < tokens.length && !isClose(tokens[i], 'tr'); i++) {
    if (!isOpen(tokens[i], 'th')) continue;
    const end = tokens.findIndex((t, k) => k > i && isClose(t, 'th'));
    headers.push(textContent(tokens.slice(i + 1, end === -1 ? undefined : end)).trim());
  }
  const named = headers.filter(Boolean);
  return named.length > 0 ? `Table: ${named.join(', ')}` : 'Table';
}

export function makeScrollable(tokens: readonly HtmlToken[]): HtmlToken[] {
  const out: HtmlToken[] = [];
  tokens.forEach((token, i) => {
    if (isOpen(token, 'table')) {
      out.push(
        open('div', [
          ['data-scroll-region', null],
          ['role', 'region'],
          ['tabindex', '0'],
          ['aria-label', tableName(tokens, i)],
        ]),
        token,
      );
    } else if (isClose(token, 'table')) out.push(token, closeTag('div'));
    else if (isOpen(token, 'pre')) out.push(withAttrs(token, { tabindex: '0' }));
    else out.push(token);
  });
  return out;
}
