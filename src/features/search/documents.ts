/**
 * What the command palette searches: everything of one environment the query cache holds (restored from
 * the snapshot offline, kept fresh online), read, never fetched. One document per destination,
 * recipient, source, model, product and webhook (entity-documents.ts), and one per section of every
 * cached setup guide (guide-documents.ts). This file says which queries hold them.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SearchableKeys } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { destinationHref } from '../destinations/destination-href.ts';
import { searchableDestinationKeys } from '../destinations/queries.ts';
import { modelHref, productHref } from '../models/hrefs.ts';
import { searchableModelKeys, searchableProductKeys } from '../models/queries.ts';
import { searchableRecipientKeys } from '../recipients/queries.ts';
import { recipientHrefs } from '../recipients/recipient-href.ts';
import { searchableSourceKeys } from '../sources/queries.ts';
import { sourceHrefs } from '../sources/source-hrefs.ts';
import { webhookHrefs } from '../webhooks/hrefs.ts';
import { searchableWebhookKeys } from '../webhooks/queries.ts';

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
export const areaOf = (key: QueryKey) => AREAS.find((area) => area.keys.holdsEntities(key));

export const isGuideKey = (key: readonly unknown[]) => key[1] === 'setup-guides' && key.length === 3;

/** The queries of this environment (keys start with it) that hold something the palette indexes. */
export const indexedQueries = (client: QueryClient, environment: Environment) =>
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
