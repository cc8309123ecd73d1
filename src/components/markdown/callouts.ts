/**
 * Callouts by emoji prefix: a paragraph that starts with an emoji (`⚠️ Warning: …`) becomes a boxed
 * note whose kind follows the emoji. The kind is also said in words, a bold label at the start, so it
 * never rests on colour: the guide's own label ('Warning:', '**Tip:**') is kept when it has one,
 * otherwise the kind's label is put in. The emoji stays, hidden from screen readers (the label says it).
 */
import {
  close as closeTag,
  decodeHtml,
  type HtmlToken,
  isClose,
  isOpen,
  open,
  type TagToken,
  text,
  withAttrs,
} from './html-tokens.ts';

export type CalloutKind = 'info' | 'warning' | 'tip' | 'success' | 'danger';

export const CALLOUT_LABELS: Record<CalloutKind, string> = {
  info: 'Note',
  warning: 'Warning',
  tip: 'Tip',
  success: 'Success',
  danger: 'Important',
};

/** Emoji → kind, written without the U+FE0F variation selector (it is stripped before the lookup). */
const KIND_BY_EMOJI: Record<string, CalloutKind> = {
  ℹ: 'info',
  '📝': 'info',
  '📌': 'info',
  '🔎': 'info',
  '⚠': 'warning',
  '🚧': 'warning',
  '💡': 'tip',
  '✨': 'tip',
  '👉': 'tip',
  '✅': 'success',
  '✔': 'success',
  '🎉': 'success',
  '❗': 'danger',
  '‼': 'danger',
  '🚨': 'danger',
  '⛔': 'danger',
  '🛑': 'danger',
  '❌': 'danger',
};

// Pictographs, with an optional variation selector and zero-width-joined sequences (👩‍💻).
const LEADING_EMOJI = /^(\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*)\s*/u;
// Symbols that count as pictographs in Unicode but open ordinary sentences ('© 2024 …').
const NOT_CALLOUTS = new Set(['©', '®', '™']);
// 'Note: …', 'Heads up: …': up to three words before a colon are the guide's own label.
const OWN_LABEL = /^([\p{L}\p{N}]+(?: [\p{L}\p{N}]+){0,2}:)(\s|$)/u;

/** The callout a paragraph's leading text asks for, or null when it does not start with an emoji. */
export function detectCallout(
  leadingText: string,
): { kind: CalloutKind; emoji: string; rest: string } | null {
  const match = LEADING_EMOJI.exec(leadingText);
  const emoji = match?.[1];
  if (!match || !emoji || NOT_CALLOUTS.has(emoji.replace(/\uFE0F/g, ''))) return null;
  const kind = KIND_BY_EMOJI[emoji.replace(/\uFE0F/g, '')] ?? 'info';
  return { kind, emoji, rest: leadingText.slice(match[0].length) };
}

const labelTag = (): TagToken => open('strong', [['data-callout-label', null]]);

/** The tokens that begin the callout's paragraph: its label, then the rest of the leading text. */
function labelled(kind: CalloutKind, rest: string, next: HtmlToken | undefined): HtmlToken[] {
  if (rest === '' && isOpen(next, 'strong')) return []; // '⚠️ **Warning:** …' — marked by the caller
  const own = OWN_LABEL.exec(rest);
  if (own?.[1]) {
    return [labelTag(), text(own[1]), closeTag('strong'), text(rest.slice(own[1].length))];
  }
  return [labelTag(), text(`${CALLOUT_LABELS[kind]}:`), closeTag('strong'), text(` ${rest}`)];
}

export function markCallouts(tokens: readonly HtmlToken[]): HtmlToken[] {
  const out: HtmlToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const lead = tokens[i + 1];
    const found = isOpen(token, 'p') && lead?.kind === 'text' ? detectCallout(decodeHtml(lead.html)) : null;
    if (!token || !found) {
      if (token) out.push(token);
      continue;
    }
    const end = tokens.findIndex((t, k) => k > i && isClose(t, 'p'));
    const paragraph = tokens.slice(i + 2, end === -1 ? tokens.length : end);
    const [first, ...others] = paragraph;
    const ownStrong = found.rest === '' && isOpen(first, 'strong');
    out.push(
      open('div', [
        ['data-callout', found.kind],
        ['role', 'note'],
      ]),
      open('span', [
        ['data-callout-icon', null],
        ['aria-hidden', 'true'],
      ]),
      text(found.emoji),
      closeTag('span'),
      open('p'),
      ...labelled(found.kind, found.rest, first),
      ...(ownStrong && first ? [withAttrs(first, { 'data-callout-label': null }), ...others] : paragraph),
      closeTag('p'),
      closeTag('div'),
    );
    i = end === -1 ? tokens.length : end;
  }
  return out;
}
