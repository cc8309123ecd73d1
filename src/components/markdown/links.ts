/**
 * Links in a guide: unsafe ones are gone, the rest point where they should. micromark already blanks
 * the address of a `javascript:`, `vbscript:` or `data:` link (href=""); such a link is dropped here and
 * its text kept. Links to other sites open in a new tab without handing them our window
 * (`rel="noopener noreferrer"`), and say so to screen readers.
 */
import { type GuideContext, isOtherOrigin, resolveGuideUrl } from './guide-urls.ts';
import {
  close as closeTag,
  getAttr,
  type HtmlToken,
  isClose,
  isOpen,
  open,
  text,
  withAttrs,
} from './html-tokens.ts';

export const NEW_TAB_NOTE = ' (opens in a new tab)';

export function rewriteLinks(tokens: readonly HtmlToken[], context: GuideContext): HtmlToken[] {
  const out: HtmlToken[] = [];
  // micromark never nests links, so one flag per kind of open link is enough.
  let dropped = false;
  let external = false;
  for (const token of tokens) {
    if (isOpen(token, 'a')) {
      const href = getAttr(token, 'href') ?? '';
      if (href === '') {
        dropped = true;
        continue;
      }
      const resolved = resolveGuideUrl(href, context);
      external = isOtherOrigin(resolved, context.origin);
      out.push(
        withAttrs(
          token,
          external ? { href: resolved, target: '_blank', rel: 'noopener noreferrer' } : { href: resolved },
        ),
      );
    } else if (isClose(token, 'a')) {
      if (dropped) dropped = false;
      else {
        if (external) out.push(open('span', [['data-sr-only', null]]), text(NEW_TAB_NOTE), closeTag('span'));
        out.push(token);
      }
      external = false;
    } else out.push(token);
  }
  return out;
}

/** A heading's title sits inside the section's toggle button, where a link cannot be: keep the text. */
export const unwrapLinks = (tokens: readonly HtmlToken[]) =>
  tokens.filter((t) => !isOpen(t, 'a') && !isClose(t, 'a'));
