import { randomUUID } from 'node:crypto';
import { defaultFrequencyMinutes } from '../store/organization.ts';
import { scheduleCandidates } from '../store/transfer-runs.ts';
import { insertTransfer } from '../store/transfer-writes.ts';
import { readDestinationFacts } from './destination-facts.ts';
import type { EventDeps } from './events.ts';
import { iso } from './vocabulary/time.ts';

/**
 * Scheduled syncs: an enabled destination is due when its last submitted transfer is older than its
 * frequency (0 means the organisation's default_frequency_minutes, 1440 if that is unset) or it has
 * never had one (then the first run is a full refresh). A destination with a transfer still PENDING or
 * RUNNING, or with no models to send, is skipped. Returns the ids of the transfers enqueued.
 */
export const FALLBACK_FREQUENCY_MINUTES = 1440;
const MINUTE_MS = 60_000;

export function enqueueDueTransfers(deps: EventDeps): string[] {
  const { db } = deps;
  const nowMs = deps.now();
  const orgDefault = defaultFrequencyMinutes(db);
  const enqueued: string[] = [];
  for (const d of scheduleCandidates(db)) {
    if (d.busy) continue;
    const minutes = d.frequency_minutes || orgDefault || FALLBACK_FREQUENCY_MINUTES;
    if (d.last_submitted && Date.parse(d.last_submitted) > nowMs - minutes * MINUTE_MS) continue;
    const models = readDestinationFacts(db, d.environment, d.id)?.availableModels ?? [];
    if (models.length === 0) continue;
    const id = randomUUID();
    insertTransfer(db, {
      id,
      environment: d.environment,
      destinationId: d.id,
      fullRefresh: d.last_submitted === null,
      models,
      submittedAt: iso(nowMs),
      startWindow: null,
      endWindow: null,
      tags: {},
    });
    enqueued.push(id);
  }
  if (enqueued.length) deps.log.info(`[scheduler] enqueued ${enqueued.length} scheduled transfers`);
  return enqueued;
}
