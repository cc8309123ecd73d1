/** The palette's documents of setup guides: one per section of every cached guide of the environment. */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { SetupGuide } from '../../api/schemas/docs.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { indexedQueries, isGuideKey, type PaletteDocument } from './documents.ts';
import { type GuidePassage, guidePassages, isCompiled } from './guide-passages.ts';

function guideOf(query: Query): { vendor: string; guide: SetupGuide } | undefined {
  const vendor = query.queryKey[2];
  const guide = query.state.data as SetupGuide | undefined;
  if (!isGuideKey(query.queryKey) || typeof vendor !== 'string' || typeof guide?.content !== 'string') return;
  return { vendor, guide };
}

const guideHref = (vendor: string, passage: GuidePassage) =>
  `/guides/${encodeURIComponent(vendor)}${passage.section === undefined ? '' : `?section=${passage.section}`}`;

function guideSections({ vendor, guide }: { vendor: string; guide: SetupGuide }): PaletteDocument[] {
  return guidePassages(guide.content).map((passage) => ({
    id: `guide:${vendor}:${passage.section ?? 'intro'}`,
    kind: 'guide',
    title: passage.title ? `${guide.title}: ${passage.title}` : guide.title,
    text: passage.text,
    href: guideHref(vendor, passage),
  }));
}

const afterWaitingTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * One document per section of every cached guide of the environment. A guide's markdown is compiled
 * the first time it is searched (tens of ms each on a phone), one guide per task, each after the tasks
 * already waiting: typing and the results already found are drawn between them (a scheduler.yield()
 * continuation would run ahead of those).
 */
export async function collectGuideSections(
  client: QueryClient,
  environment: Environment,
): Promise<PaletteDocument[]> {
  const documents: PaletteDocument[] = [];
  for (const query of indexedQueries(client, environment)) {
    const guide = guideOf(query);
    if (!guide) continue;
    if (!isCompiled(guide.guide.content)) await afterWaitingTasks();
    documents.push(...guideSections(guide));
  }
  return documents;
}
