import type { EventDeps } from './events.ts';
import { advanceIntegrityJobs } from './integrity-steps.ts';
import { recoverInterrupted } from './recover.ts';
import { enqueueDueTransfers } from './scheduler.ts';
import { advanceTransfers } from './transfer-steps.ts';

/**
 * The transfer engine: moves transfers and integrity checks through their states (one pass = `tick`)
 * and, separately, enqueues scheduled transfers (`scheduler.tick`). Every pass reads the clock and
 * the database only, so tests drive it with a manual clock and explicit ticks, and `start()` merely
 * adds timers (unref'd, so they never hold the process open) that `stop()` removes again.
 */
export interface EngineOptions {
  /** One step of a job's life (RUNNER_STEP_MS). */
  stepMs: number;
  /** How often the scheduler looks for due destinations; 0 = never (SCHEDULER_INTERVAL_MS). */
  schedulerIntervalMs: number;
}

export type Engine = ReturnType<typeof createEngine>;

/** Passes run a few times per step, so a state change shows soon after it is due. */
const PASSES_PER_STEP = 3;
const MIN_PASS_MS = 10;

export function createEngine(deps: EventDeps, options: EngineOptions) {
  let passTimer: ReturnType<typeof setInterval> | null = null;
  let scheduleTimer: ReturnType<typeof setInterval> | null = null;

  /** Runs `work` in one transaction; a failure is logged and the next pass tries again. */
  const guarded =
    <T>(name: string, work: () => T) =>
    (): T | null => {
      try {
        return deps.db.transaction(work)();
      } catch (error) {
        deps.log.error(`[runner] ${name} failed`, error);
        return null;
      }
    };

  const tick = guarded(
    'pass',
    () => advanceTransfers(deps, options.stepMs) + advanceIntegrityJobs(deps, options.stepMs),
  );
  const scheduler = { tick: guarded('scheduler', () => enqueueDueTransfers(deps)) };
  const recover = guarded('recovery', () => recoverInterrupted(deps));

  return {
    tick,
    scheduler,
    /** Orphans what a previous run left in flight (README "Transfer engine"); `start` does it too. */
    recover,
    /**
     * Starts the timers. `recover: false` skips start-up recovery, for a database seeded moments ago
     * whose in-flight demo jobs were never interrupted.
     */
    start(startOptions: { recover?: boolean } = {}) {
      if (passTimer) return;
      if (startOptions.recover !== false) recover();
      const passMs = Math.max(MIN_PASS_MS, Math.floor(options.stepMs / PASSES_PER_STEP));
      passTimer = setInterval(tick, passMs);
      passTimer.unref();
      if (options.schedulerIntervalMs > 0) {
        scheduleTimer = setInterval(scheduler.tick, options.schedulerIntervalMs);
        scheduleTimer.unref();
      }
    },
    stop() {
      if (passTimer) clearInterval(passTimer);
      if (scheduleTimer) clearInterval(scheduleTimer);
      passTimer = null;
      scheduleTimer = null;
    },
    get running() {
      return passTimer !== null;
    },
  };
}
