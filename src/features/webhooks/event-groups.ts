/**
 * The webhook events of SPEC.md §9 in the groups the form shows them in (Transfer, Source,
 * Destination, Recipient, Magic Link), derived from the one list in the schema so a new event cannot
 * be left out of the form.
 */
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../api/schemas/webhook.ts';

export interface EventGroup {
  label: string;
  events: WebhookEvent[];
}

/** Event type prefix → group label, in the order the groups are shown. */
const GROUP_LABELS: ReadonlyArray<readonly [prefix: string, label: string]> = [
  ['transfer', 'Transfer'],
  ['export_source', 'Source'],
  ['export_destination', 'Destination'],
  ['recipient', 'Recipient'],
  ['export_magic_link', 'Magic Link'],
];

const prefixOf = (event: string) => event.slice(0, event.lastIndexOf('.'));

export const EVENT_GROUPS: readonly EventGroup[] = GROUP_LABELS.map(([prefix, label]) => ({
  label,
  events: WEBHOOK_EVENTS.filter((e) => prefixOf(e) === prefix),
}));

/** Events in the schema's order, each once: the same choice always makes the same payload. */
export const orderedEvents = (events: readonly string[]): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((e) => events.includes(e));

/** The Events column and detail row (SPEC.md §2.9: comma-joined). */
export const eventsText = (events: readonly string[]): string => events.join(', ');
