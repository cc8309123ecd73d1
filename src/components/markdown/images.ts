/**
 * Images in a guide: loaded lazily (a long guide has many, most in closed sections), addressed on the
 * configured API, and enlarged on click by the console's lightbox. Each is wrapped in a button marked
 * `data-lightbox` (src/app/image-lightbox.tsx opens what it holds), so a keyboard reaches it too; an
 * image inside a link stays a plain image, since a button cannot sit in a link. An image whose address
 * micromark blanked as unsafe (`javascript:` and the like) is dropped.
 */
import { type GuideContext, resolveGuideUrl } from './guide-urls.ts';
import {
  close as closeTag,
  getAttr,
  type HtmlToken,
  isClose,
  isOpen,
  open,
  withAttrs,
} from './html-tokens.ts';

export const enlargeLabel = (alt: string) => (alt.trim() ? `Enlarge image: ${alt.trim()}` : 'Enlarge image');

export function rewriteImages(
  tokens: readonly HtmlToken[],
  context: GuideContext,
  options: { enlarge: boolean },
): HtmlToken[] {
  const out: HtmlToken[] = [];
  let inLink = false;
  for (const token of tokens) {
    if (isOpen(token, 'a')) inLink = true;
    else if (isClose(token, 'a')) inLink = false;
    if (!isOpen(token, 'img')) {
      out.push(token);
      continue;
    }
    const src = getAttr(token, 'src') ?? '';
    if (src === '') continue;
    const image = withAttrs(token, {
      src: resolveGuideUrl(src, context),
      loading: 'lazy',
      decoding: 'async',
    });
    if (!options.enlarge || inLink) {
      out.push(image);
      continue;
    }
    out.push(
      open('button', [
        ['type', 'button'],
        ['data-lightbox', null],
        ['aria-label', enlargeLabel(getAttr(token, 'alt') ?? '')],
      ]),
      image,
      closeTag('button'),
    );
  }
  return out;
}
