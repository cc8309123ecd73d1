/**
 * The palette's documents of entities: one per destination, recipient, source, model, product and
 * webhook the environment's cached queries hold, and the overview's Overdue tab.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../api/paging.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { lateByWords, type OverdueFacts } from '../../lib/overdue.ts';
import { overdueBy, overdueInputs } from '../on-call/overdue-inputs.ts';
import { areaOf, indexedQueries, type PaletteDocument } from './documents.ts';

/** What of an entity the palette reads; every list and detail shape of the API has these (or more). */
interface Named {
  id: string;
  name?: string;
  model_name?: string;
  product_name?: string;
  vendor?: string;
  description?: string;
}

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

/** The overview's Overdue tab, found by "overdue" like the overdue destinations themselves. */
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
