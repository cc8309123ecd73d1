/**
 * A guide reads as steps: the text before the first level-2 heading is the intro, and every level-2
 * heading starts a section that runs to the next one. Only headings at the top of the document count;
 * a `## ` inside a quote, a list or the footnotes block stays where it is.
 */
import { type HtmlToken, isClose, isOpen } from './html-tokens.ts';

export interface RawSection {
  /** The heading's inner tokens (no <h2> tags). */
  title: HtmlToken[];
  body: HtmlToken[];
}
export interface SplitDocument {
  intro: HtmlToken[];
  sections: RawSection[];
}

/** Blocks that can hold a heading without it being a top-level one. */
const CONTAINERS = new Set(['blockquote', 'ul', 'ol', 'li', 'section', 'table']);

export function splitSections(tokens: readonly HtmlToken[]): SplitDocument {
  const intro: HtmlToken[] = [];
  const sections: RawSection[] = [];
  let depth = 0;
  let inTitle = false;
  for (const token of tokens) {
    const current = sections.at(-1);
    if (inTitle && current) {
      if (isClose(token, 'h2')) inTitle = false;
      else current.title.push(token);
      continue;
    }
    if (depth === 0 && isOpen(token, 'h2')) {
      sections.push({ title: [], body: [] });
      inTitle = true;
      continue;
    }
    if (token.kind === 'tag' && CONTAINERS.has(token.name)) depth += token.closing ? -1 : 1;
    (current ? current.body : intro).push(token);
  }
  return { intro, sections };
}

/**
 * Moves every heading down `levels` (h1 → h2 with 1), capped at h6: the guide sits under the page's
 * own heading and the panel's 'Setup Guide', so its headings must rank below them.
 */
export function demoteHeadings(tokens: readonly HtmlToken[], levels: number): HtmlToken[] {
  return tokens.map((t) => {
    const level = t.kind === 'tag' ? /^h([1-6])$/.exec(t.name)?.[1] : undefined;
    if (t.kind !== 'tag' || level === undefined) return t;
    return { ...t, name: `h${Math.min(6, Number(level) + levels)}` };
  });
}

/** Whether a stretch of tokens has anything but whitespace in it (an intro may be empty). */
export const hasContent = (tokens: readonly HtmlToken[]) =>
  tokens.some((t) => t.kind === 'tag' || t.html.trim() !== '');
