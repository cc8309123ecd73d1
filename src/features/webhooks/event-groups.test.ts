import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../api/schemas/webhook.ts';
import { EVENT_GROUPS, eventsText, orderedEvents } from './event-groups.ts';

describe('EVENT_GROUPS', () => {
  it('groups every event exactly once under the SPEC.md §9 headings, in order', () => {
    expect(EVENT_GROUPS.map((g) => g.label)).toEqual([
      'Transfer',
      'Source',
      'Destination',
      'Recipient',
      'Magic Link',
    ]);
    const grouped = EVENT_GROUPS.flatMap((g) => g.events);
    expect([...grouped].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(EVENT_GROUPS[0]?.events).toEqual(['transfer.success', 'transfer.error', 'transfer.cancelled']);
    expect(EVENT_GROUPS[4]?.events).toEqual(['export_magic_link.created', 'export_magic_link.deleted']);
  });
});

describe('orderedEvents and eventsText', () => {
  it('puts a choice in the schema order without repeats, and joins events with commas', () => {
    expect(orderedEvents(['recipient.deleted', 'transfer.error', 'recipient.deleted'])).toEqual([
      'transfer.error',
      'recipient.deleted',
    ]);
    expect(eventsText(['transfer.error', 'transfer.success'])).toBe('transfer.error, transfer.success');
    expect(eventsText([])).toBe('');
  });
});
