import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineSetup, STEP_MS, statusOf } from '../testing/runner-helpers.ts';
import { createEngine } from './engine.ts';

describe('engine timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drives jobs from its timers and leaves none behind after stop()', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12) });
    const { t, start } = await engineSetup();
    const engine = createEngine(
      { db: t.db, now: () => t.now(), log: { info: () => {}, error: () => {} } },
      { stepMs: STEP_MS, schedulerIntervalMs: 60_000 },
    );
    const created = await start();
    engine.start({ recover: false });
    expect(vi.getTimerCount()).toBe(2);
    for (let i = 0; i < 20; i++) {
      t.advance(STEP_MS / 2);
      vi.advanceTimersByTime(STEP_MS / 2);
    }
    expect(statusOf(t.db, 'transfers', created.id)).toMatch(/SUCCESS|PARTIAL_FAILURE/);
    engine.stop();
    expect(vi.getTimerCount()).toBe(0);
    engine.stop(); // idempotent
  });
});

describe('engine passes', () => {
  it('log a failing pass and roll it back instead of stopping the server', async () => {
    const { t, start } = await engineSetup();
    const created = await start();
    t.db.exec('DROP TABLE integrity_jobs');
    t.advance(STEP_MS);
    expect(t.engine.tick()).toBeNull();
    expect(t.errors.map((e) => e.message)).toEqual(['[runner] pass failed']);
    expect(statusOf(t.db, 'transfers', created.id)).toBe('PENDING'); // the transfer half of the pass rolled back
  });
});
