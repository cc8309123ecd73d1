/**
 * The palette's full-text index (minisearch): names weigh most, then vendors and descriptions, then a
 * guide section's text. Built lazily, when the palette opens, in slices that yield to the page between
 * them (a large organisation has tens of thousands of destinations), and kept until what it indexes
 * changes.
 */

import type { QueryClient } from '@tanstack/react-query';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Environment } from '../../api/schemas/envelope.ts';
import { canYield, nextTask } from '../../lib/next-task.ts';
import type { PaletteDocument } from './documents.ts';
import { collectEntities } from './entity-documents.ts';
import { collectGuideSections } from './guide-documents.ts';

/** The most results the list shows: enough to scan, few enough to render at once on a phone. */
export const MAX_RESULTS = 20;
/**
 * Indexing work between two yields to the page. Not minisearch's addAllAsync: its setTimeout between
 * chunks is clamped to 4 ms from the fifth on, which at 20,000 destinations was most of the wait for
 * the first result.
 */
const SLICE_MS = 8;

export type SearchIndex = MiniSearch<PaletteDocument>;

export async function buildIndex(documents: readonly PaletteDocument[]): Promise<SearchIndex> {
  const index = new MiniSearch<PaletteDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'text', 'href'],
    searchOptions: {
      boost: { title: 3 },
      // The word being typed is a prefix; longer words forgive a typo.
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  await addInSlices(index, documents);
  return index;
}

/** The page's turn between slices; a timer where the engine cannot yield (WebKit), typing goes first. */
const yieldToPage = () => (canYield() ? nextTask() : new Promise((resolve) => setTimeout(resolve, 0)));

/** Adds the documents, letting the page have its turn (a key typed, a frame) every SLICE_MS. */
async function addInSlices(index: SearchIndex, documents: readonly PaletteDocument[]) {
  let sliceStart = performance.now();
  for (const document of documents) {
    index.add(document);
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
}

/**
 * The environment's index in two steps: its entities, handed to `entitiesIndexed` as soon as they are
 * indexed (the first results never wait for the guides), then its guides' sections added to the same
 * index, which is returned. `stale()` true stops it between steps (the palette closed, newer data).
 */
export async function buildPaletteIndex(
  client: QueryClient,
  environment: Environment,
  entitiesIndexed: (index: SearchIndex) => void,
  stale: () => boolean,
): Promise<SearchIndex | undefined> {
  const index = await buildIndex(collectEntities(client, environment));
  if (stale()) return undefined;
  entitiesIndexed(index);
  const sections = await collectGuideSections(client, environment);
  if (stale()) return undefined;
  await addInSlices(index, sections);
  return stale() ? undefined : index;
}

export interface PaletteResult extends PaletteDocument {
  /** The words of the document that matched, to mark them in the result. */
  terms: string[];
}

export function search(index: SearchIndex, query: string): PaletteResult[] {
  if (query.trim() === '') return [];
  return index
    .search(query)
    .slice(0, MAX_RESULTS)
    .map((hit: SearchResult) => ({
      id: String(hit.id),
      kind: hit.kind,
      title: hit.title,
      text: hit.text,
      href: hit.href,
      terms: hit.terms,
    }));
}

/** Enough of a long text around its first matching word to show why it matched. */
export function excerpt(text: string, terms: readonly string[], width = 120): string {
  if (text.length <= width) return text;
  const lower = text.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = at.length ? Math.min(...at) : 0;
  const cut = Math.max(0, Math.min(first - Math.floor(width / 3), text.length - width));
  // Start at a word, not in the middle of one.
  const start = cut > 0 && text[cut - 1] !== ' ' ? text.indexOf(' ', cut) + 1 || cut : cut;
  const end = start + width;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
