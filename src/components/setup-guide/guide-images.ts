/**
 * The images a guide shows, as the addresses the rendered guide requests (markdown/guide-urls.ts), so the
 * background guide fetch can put exactly those in the worker's image cache. Reads the markdown with a
 * pattern instead of micromark, which loads only with a guide on screen: inline images `![alt](src)` are
 * what guides use; raw HTML is shown as text by the renderer, so an <img> tag loads nothing.
 */
import { type GuideContext, resolveGuideUrl } from '../markdown/guide-urls.ts';

// `![alt](src)` or `![alt](<src> "title")`; alt text may hold escaped or balanced brackets.
const INLINE_IMAGE = /!\[(?:\\.|\[[^\]]*\]|[^\]\\])*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))/g;
const FETCHABLE = /^(?:https?:)?\/\/|^\/|^[^:]*$/i;

export function guideImageUrls(markdown: string, context: GuideContext): string[] {
  const urls = new Set<string>();
  for (const match of markdown.matchAll(INLINE_IMAGE)) {
    const src = (match[1] ?? match[2] ?? '').trim();
    if (src === '' || !FETCHABLE.test(src)) continue; // data:, javascript: and the like
    urls.add(new URL(resolveGuideUrl(src, context), context.origin).href);
  }
  return [...urls];
}
