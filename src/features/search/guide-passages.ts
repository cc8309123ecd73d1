/**
 * A setup guide as the palette searches it: its intro and each level-2 section as plain text, split
 * exactly as the guide view splits it (same micromark output, same splitSections), so section n of a
 * result is section n on the guide's page.
 */

import { textContent, tokenize } from '../../components/markdown/html-tokens.ts';
import { hasContent, splitSections } from '../../components/markdown/sections.ts';
import { compileMarkdown } from '../../components/markdown.tsx';

export interface GuidePassage {
  /** The section's index on the guide page; undefined for the intro. */
  section: number | undefined;
  /** The section's title; '' for the intro. */
  title: string;
  text: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Guides are the same document on every open: compile each content once per page load. */
const compiled = new Map<string, GuidePassage[]>();

/** Whether this content's passages are known already (guidePassages returns them at once). */
export const isCompiled = (content: string) => compiled.has(content);

export function guidePassages(content: string): GuidePassage[] {
  const known = compiled.get(content);
  if (known) return known;
  const { intro, sections } = splitSections(tokenize(compileMarkdown(content)));
  const passages: GuidePassage[] = sections.map((section, index) => ({
    section: index,
    title: squeeze(textContent(section.title)),
    text: squeeze(textContent(section.body)),
  }));
  if (hasContent(intro))
    passages.unshift({ section: undefined, title: '', text: squeeze(textContent(intro)) });
  compiled.set(content, passages);
  return passages;
}
