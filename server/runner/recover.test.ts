import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../src/api/schemas/transfer.ts';
import { engineSetup, eventsOfType, runSteps, STEP_MS, statusOf } from '../testing/runner-helpers.ts';

describe('recovery on start', () => {
  it('orphans RUNNING and stale PENDING transfers, records why, and fails interrupted checks', async () => {
    const { t, cookie, destination, start } = await engineSetup();
    const running = await start();
    runSteps(t, STEP_MS, 2);
    const stale = await start();
    t.advance(10 * 60_000); // the server was down for ten minutes
    const fresh = await start();
    const checkId = (
      await t.call('POST', `/api/destinations/${destination.id}/data-integrity`, { cookie, body: {} })
    ).json.data.job.id as string;
    t.db
      .prepare(`UPDATE integrity_jobs SET status = 'RUNNING', started_at = submitted_at WHERE id = ?`)
      .run(checkId);

    t.engine.recover();
    expect(statusOf(t.db, 'transfers', running.id)).toBe('ORPHANED');
    expect(statusOf(t.db, 'transfers', stale.id)).toBe('ORPHANED');
    expect(statusOf(t.db, 'transfers', fresh.id)).toBe('PENDING');
    const check = t.db.prepare('SELECT status, log_message FROM integrity_jobs WHERE id = ?').get(checkId);
    expect(check).toEqual({
      status: 'ERROR',
      log_message: 'The check was interrupted because the server stopped. Run it again.',
    });
    const orphanedEvents = eventsOfType(t.db, 'transfer.error').filter((e) =>
      [running.id, stale.id].includes(e.transfer?.id ?? ''),
    );
    expect(orphanedEvents).toHaveLength(2);

    const activity = await t.call('GET', `/api/destinations/${destination.id}/activity?page_size=10`, {
      cookie,
    });
    const entries = activity.json.data.activity_logs as { type: string; transfer?: Transfer }[];
    const notes = entries.filter((e) => e.type === 'event_log');
    expect(notes.map((e) => e.transfer?.tags.transfer_id).sort()).toEqual([running.id, stale.id].sort());
    expect(notes.every((e) => e.transfer?.event_log === true)).toBe(true);
  });
});
