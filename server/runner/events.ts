import { randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { WebhookEvent } from '../../src/api/schemas/webhook.ts';
import type { Db } from '../db/connection.ts';
import type { AppDeps } from '../http/app-env.ts';
import { logText } from '../http/log-text.ts';
import { insertEvent } from '../store/events.ts';

/**
 * The one place the server announces that something happened (CONTRACT.md §7 event types: transfer
 * outcomes, destination/source/recipient writes, magic links). Each event is recorded in the `events`
 * table, logged on one line and handed to the subscribers (webhook deliveries, `runner/webhooks.ts`).
 * `data` is the event's payload as a webhook would carry it (e.g. `{transfer}`), never a secret.
 */
export interface ServerEvent {
  type: WebhookEvent;
  environment: Environment;
  data: Record<string, unknown>;
}

export type EventDeps = Pick<AppDeps, 'db' | 'now' | 'log'>;

export interface PublishedEvent extends ServerEvent {
  id: string;
  created_at: string;
}

export type EventListener = (event: PublishedEvent) => void;

/**
 * Listeners per database (webhook deliveries subscribe here), so the app and the transfer engine,
 * which share a database but not a deps object, reach the same subscribers.
 */
const listeners = new WeakMap<Db, Set<EventListener>>();

export function subscribeEvents(db: Db, listener: EventListener): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => set.delete(listener);
}

export function publishEvent(deps: EventDeps, event: ServerEvent): PublishedEvent {
  const published = { ...event, id: randomUUID(), created_at: new Date(deps.now()).toISOString() };
  insertEvent(deps.db, published);
  deps.log.info(`[event] ${event.environment} ${event.type}${subject(event.data)}`);
  for (const listener of listeners.get(deps.db) ?? []) {
    // A subscriber's failure must not undo or fail the write that published the event.
    try {
      listener(published);
    } catch (error) {
      deps.log.error(`[event] a subscriber failed on ${event.type}`, error);
    }
  }
  return published;
}

/** "transfer 1234 SUCCESS"-style summary for the log line: the kind, id and status of the payload. */
function subject(data: Record<string, unknown>): string {
  for (const [kind, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && 'id' in value) {
      const status = 'status' in value && typeof value.status === 'string' ? ` ${value.status}` : '';
      return ` ${logText(kind)} ${logText(value.id)}${logText(status)}`;
    }
  }
  return '';
}
