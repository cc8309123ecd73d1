/**
 * What the command palette searches: everything of one environment the query cache holds (restored from
 * the snapshot offline, kept fresh online), read, never fetched. One document per destination,
 * recipient, source, model, product and webhook, and one per section of every cached setup guide.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '../../api/paging.ts';
import type { SearchableKeys } from '../../api/query-keys.ts';
import type { SetupGuide } from '../../api/schemas/docs.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { lateByWords, type OverdueFacts } from '../../lib/overdue.ts';
import { destinationHref } from '../destinations/destination-href.ts';
import { searchableDestinationKeys } from '../destinations/queries.ts';
import { modelHref, productHref } from '../models/hrefs.ts';
import { searchableModelKeys, searchableProductKeys } from '../models/queries.ts';
import { overdueBy, overdueInputs } from '../on-call/overdue-inputs.ts';
import { searchableRecipientKeys } from '../recipients/queries.ts';
import { recipientHrefs } from '../recipients/recipient-href.ts';
import { searchableSourceKeys } from '../sources/queries.ts';
import { sourceHrefs } from '../sources/source-hrefs.ts';
import { webhookHrefs } from '../webhooks/hrefs.ts';
import { searchableWebhookKeys } from '../webhooks/queries.ts';
import { type GuidePassage, guidePassages, isCompiled } from './guide-passages.ts';

export type DocumentKind =
  | 'destination'
  | 'recipient'
  | 'source'
  | 'model'
  | 'product'
  | 'webhook'
  | 'guide'
  | 'view';

export interface PaletteDocument {
  /** Unique within the index: `<kind>:<id>`, or `guide:<vendor>:<section>`. */
  id: string;
  kind: DocumentKind;
  /** The name shown and searched first. */
  title: string;
  /** Searched too: vendor, description, a guide section's text. */
  text: string;
  /** Where Enter goes. */
  href: string;
}

/** What of an entity the palette reads; every list and detail shape of the API has these (or more). */
interface Named {
  id: string;
  name?: string;
  model_name?: string;
  product_name?: string;
  vendor?: string;
  description?: string;
}

/** Each area the palette indexes: which cached keys hold its entities (the feature says) and where one opens. */
const AREAS: readonly {
  kind: Exclude<DocumentKind, 'guide' | 'view'>;
  keys: SearchableKeys;
  href: (id: string) => string;
}[] = [
  { kind: 'destination', keys: searchableDestinationKeys, href: destinationHref },
  { kind: 'recipient', keys: searchableRecipientKeys, href: recipientHrefs.detail },
  { kind: 'source', keys: searchableSourceKeys, href: sourceHrefs.general },
  { kind: 'model', keys: searchableModelKeys, href: modelHref },
  { kind: 'product', keys: searchableProductKeys, href: productHref },
  { kind: 'webhook', keys: searchableWebhookKeys, href: webhookHrefs.detail },
];
const areaOf = (key: QueryKey) => AREAS.find((area) => area.keys.holdsEntities(key));

const isNamed = (value: unknown): value is Named =>
  typeof value === 'object' && value !== null && typeof (value as Named).id === 'string';

/** The entities in one query's data: a list, a page of one, or a single detail. */
function entitiesOf(data: unknown): Named[] {
  if (Array.isArray(data)) return data.filter(isNamed);
  if (isNamed(data)) return [data];
  const items = (data as Page<unknown> | undefined)?.items;
  return Array.isArray(items) ? items.filter(isNamed) : [];
}

const titleOf = (entity: Named) => entity.name ?? entity.model_name ?? entity.product_name ?? entity.id;

function detailOf(entity: Named): string {
  const parts = [entity.vendor ? vendorDisplayName(entity.vendor) : '', entity.description ?? ''];
  return parts.filter(Boolean).join(' · ');
}

const isGuideKey = (key: readonly unknown[]) => key[1] === 'setup-guides' && key.length === 3;

/** The queries of this environment (keys start with it) that hold something the palette indexes. */
const indexedQueries = (client: QueryClient, environment: Environment) =>
  client
    .getQueryCache()
    .findAll({ queryKey: [environment] })
    .filter(
      (query) =>
        query.state.data !== undefined &&
        (isGuideKey(query.queryKey) || areaOf(query.queryKey) !== undefined),
    );

/**
 * A value that changes whenever what the palette indexes changes: those queries' count and their newest
 * update. Cheap enough to ask on every open and every cache event.
 */
export function cacheSignature(client: QueryClient, environment: Environment): string {
  let newest = 0;
  const queries = indexedQueries(client, environment);
  for (const query of queries) newest = Math.max(newest, query.state.dataUpdatedAt);
  return `${environment}:${queries.length}:${newest}`;
}

function guideOf(query: Query): { vendor: string; guide: SetupGuide } | undefined {
  const vendor = query.queryKey[2];
  const guide = query.state.data as SetupGuide | undefined;
  if (!isGuideKey(query.queryKey) || typeof vendor !== 'string' || typeof guide?.content !== 'string') return;
  return { vendor, guide };
}

const guideHref = (vendor: string, passage: GuidePassage) =>
  `/guides/${encodeURIComponent(vendor)}${passage.section === undefined ? '' : `?section=${passage.section}`}`;

/** The overview's Overdue tab, found by "overdue" like the overdue destinations themselves (issue 25). */
export const OVERDUE_VIEW: PaletteDocument = {
  id: 'view:overdue',
  kind: 'view',
  title: 'Overdue destinations',
  text: 'Overview: destinations that stopped transferring on schedule',
  href: '/overview/overdue',
};

/**
 * The environment's entities; a destination (say) in several cached lists appears once. An overdue
 * destination (lib/overdue.ts, judged now, as the overview judges) says so in its text: "overdue" finds it.
 */
export function collectEntities(client: QueryClient, environment: Environment): PaletteDocument[] {
  const documents = new Map<string, PaletteDocument>([[OVERDUE_VIEW.id, OVERDUE_VIEW]]);
  const inputs = overdueInputs(client, environment);
  for (const query of indexedQueries(client, environment)) {
    const area = areaOf(query.queryKey);
    if (!area) continue;
    for (const entity of entitiesOf(query.state.data)) {
      const id = `${area.kind}:${entity.id}`;
      if (documents.has(id)) continue;
      const overdue =
        area.kind === 'destination' &&
        'last_successful_transfer_ended_at' in entity &&
        overdueBy(entity as Named & OverdueFacts, inputs);
      const detail = detailOf(entity);
      documents.set(id, {
        id,
        kind: area.kind,
        title: titleOf(entity),
        text: overdue ? `${detail} · overdue, ${lateByWords(overdue, inputs.asOf)}` : detail,
        href: area.href(entity.id),
      });
    }
  }
  return [...documents.values()];
}

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
