/**
 * From micromark's HTML to what the guide view renders: the intro and the level-2 sections, each with
 * safe links, lazy enlargeable images, callouts and scrollable tables. Pure string work on micromark's
 * own output (see html-tokens.ts), so it is tested in Node against real micromark HTML.
 */
import { markCallouts } from './callouts.ts';
import type { GuideContext } from './guide-urls.ts';
import { type HtmlToken, serialize, textContent, tokenize } from './html-tokens.ts';
import { rewriteImages } from './images.ts';
import { rewriteLinks, unwrapLinks } from './links.ts';
import { makeScrollable } from './scroll-regions.ts';
import { demoteHeadings, hasContent, splitSections } from './sections.ts';

export interface GuideSection {
  /** Plain text, for names and keys. */
  title: string;
  /** Inline HTML for inside the section's toggle button: no links, no enlarge buttons. */
  titleHtml: string;
  bodyHtml: string;
}
export interface PreparedGuide {
  /** '' when the guide starts with its first section. */
  introHtml: string;
  sections: GuideSection[];
}

/** The panel's heading is an h2 and a section title an h3, so a guide's `#` becomes h2, `###` h4… */
const HEADING_DEMOTION = 1;

const block = (tokens: HtmlToken[], context: GuideContext) =>
  serialize(
    makeScrollable(
      markCallouts(
        rewriteImages(rewriteLinks(demoteHeadings(tokens, HEADING_DEMOTION), context), context, {
          enlarge: true,
        }),
      ),
    ),
  );

export function prepareGuide(html: string, context: GuideContext): PreparedGuide {
  const { intro, sections } = splitSections(tokenize(html));
  return {
    introHtml: hasContent(intro) ? block(intro, context) : '',
    sections: sections.map((section) => ({
      title: textContent(section.title).trim(),
      titleHtml: serialize(rewriteImages(unwrapLinks(section.title), context, { enlarge: false })),
      bodyHtml: block(section.body, context),
    })),
  };
}
