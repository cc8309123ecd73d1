/**
 * A tokenizer for the HTML that micromark writes, and for nothing else. With raw HTML off (micromark's
 * default, which we keep) every `<` in its output opens a tag micromark wrote itself, attribute values
 * are double-quoted, and `& < > "` are encoded everywhere. So tags can be read exactly without a full
 * HTML parser, and the guide logic runs (and is tested) in plain Node.
 */
export type Attribute = readonly [name: string, value: string | null];

export interface TagToken {
  kind: 'tag';
  name: string;
  closing: boolean;
  /** Decoded values: read and write plain strings, serialize() encodes them again. */
  attrs: Attribute[];
}
export interface TextToken {
  kind: 'text';
  /** Still encoded, exactly as micromark wrote it. */
  html: string;
}
export type HtmlToken = TagToken | TextToken;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/"]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/"]+)(?:="([^"]*)")?/g;
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input']);

const ENCODED: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>' };

export const decodeHtml = (html: string) => html.replace(/&(?:amp|quot|lt|gt);/g, (e) => ENCODED[e] ?? e);
export const encodeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function tokenize(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > last) tokens.push({ kind: 'text', html: html.slice(last, match.index) });
    const attrs: Attribute[] = [];
    for (const a of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      attrs.push([a[1] ?? '', a[2] === undefined ? null : decodeHtml(a[2])]);
    }
    tokens.push({ kind: 'tag', name: (match[2] ?? '').toLowerCase(), closing: match[1] === '/', attrs });
    last = match.index + match[0].length;
  }
  if (last < html.length) tokens.push({ kind: 'text', html: html.slice(last) });
  return tokens;
}

function serializeTag(tag: TagToken): string {
  if (tag.closing) return `</${tag.name}>`;
  const attrs = tag.attrs.map(([n, val]) => (val === null ? ` ${n}` : ` ${n}="${encodeHtml(val)}"`)).join('');
  return `<${tag.name}${attrs}${VOID_ELEMENTS.has(tag.name) ? ' /' : ''}>`;
}

export const serialize = (tokens: readonly HtmlToken[]) =>
  tokens.map((t) => (t.kind === 'text' ? t.html : serializeTag(t))).join('');

export const open = (name: string, attrs: Attribute[] = []): TagToken => ({
  kind: 'tag',
  name,
  closing: false,
  attrs,
});
export const close = (name: string): TagToken => ({ kind: 'tag', name, closing: true, attrs: [] });
export const text = (plain: string): TextToken => ({ kind: 'text', html: encodeHtml(plain) });

export const isOpen = (t: HtmlToken | undefined, name?: string): t is TagToken =>
  t?.kind === 'tag' && !t.closing && (name === undefined || t.name === name);
export const isClose = (t: HtmlToken | undefined, name: string): t is TagToken =>
  t?.kind === 'tag' && t.closing && t.name === name;

export const getAttr = (tag: TagToken, name: string) => tag.attrs.find(([n]) => n === name)?.[1] ?? null;

export function withAttrs(tag: TagToken, attrs: Record<string, string | null>): TagToken {
  const kept = tag.attrs.filter(([n]) => !(n in attrs));
  return { ...tag, attrs: [...kept, ...Object.entries(attrs)] };
}

/** The plain text of some tokens (a heading's title, say), entities decoded. */
export const textContent = (tokens: readonly HtmlToken[]) =>
  decodeHtml(tokens.map((t) => (t.kind === 'text' ? t.html : '')).join(''));
