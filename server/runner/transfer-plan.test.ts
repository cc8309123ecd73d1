import { describe, expect, it } from 'vitest';
import type { DestinationFacts } from './destination-facts.ts';
import { finalStatus, type PlannedTransfer, planTransfer, revealedMetrics } from './transfer-plan.ts';

const destination: DestinationFacts = {
  id: 'dest-1',
  environment: 'prod',
  name: 'Northwind Postgres',
  vendor: 'postgres',
  isEnabled: true,
  frequencyMinutes: 60,
  settingValues: ['db.northwind.internal', 'northwind', 'acme_export'],
  host: 'db.northwind.internal',
  schema: 'acme_export',
  availableModels: ['customers', 'invoices', 'orders'],
};

const transfer = (over: Partial<PlannedTransfer> = {}): PlannedTransfer => ({
  id: 'transfer-1',
  models: ['customers', 'invoices', 'orders'],
  fullRefresh: false,
  submittedAt: '2026-11-22T10:00:00.000Z',
  startWindow: null,
  endWindow: null,
  ...over,
});

/** Transfer ids for which the seeded 1-in-20 partial failure does not fire. */
const luckyId = () => {
  for (let i = 0; ; i++) {
    const plan = planTransfer(transfer({ id: `lucky-${i}` }), destination, null);
    if (finalStatus(plan.metrics) === 'SUCCESS') return `lucky-${i}`;
  }
};

describe('the outcome rule', () => {
  it('fails every model at once when a setting ends in .invalid', () => {
    const unreachable = { ...destination, settingValues: ['bastion.acme.invalid', 'db.acme.io'] };
    const plan = planTransfer(transfer(), unreachable, null);
    expect(plan.steps).toBe(1);
    expect(finalStatus(plan.metrics)).toBe('ERROR');
    for (const m of plan.metrics) {
      expect(m.error?.message).toBe('dial tcp: lookup bastion.acme.invalid: no such host');
      expect(m.error?.trace).toContain(`error loading model ${m.model_name}`);
    }
  });

  it('fails a destination named "failing" the same way on every run', () => {
    const failing = { ...destination, name: 'Initech FAILING Postgres' };
    const one = planTransfer(transfer({ id: 'a' }), failing, null);
    const two = planTransfer(transfer({ id: 'b' }), failing, null);
    expect(finalStatus(one.metrics)).toBe('ERROR');
    expect(one.metrics.map((m) => m.error?.message)).toEqual(two.metrics.map((m) => m.error?.message));
  });

  it('repeats the last failure until the destination changes, but not transient errors', () => {
    const error = {
      message: 'permission denied for schema acme_export',
      trace: 'error loading model invoices',
    };
    const lastFailure = [
      { model_name: 'customers', rows_transferred: 10 },
      { model_name: 'invoices', rows_transferred: 0, error },
      {
        model_name: 'orders',
        rows_transferred: 0,
        error: { message: 'canceling statement due to statement timeout', trace: '...' },
      },
    ];
    const plan = planTransfer(transfer({ id: luckyId() }), destination, lastFailure);
    expect(finalStatus(plan.metrics)).toBe('PARTIAL_FAILURE');
    expect(plan.metrics.find((m) => m.model_name === 'invoices')?.error).toEqual(error);
    expect(plan.metrics.find((m) => m.model_name === 'orders')?.error).toBeUndefined();
  });

  it('lets a seeded one-in-twenty run of several models partially fail, the same way for the same id', () => {
    const outcomes = Array.from({ length: 600 }, (_, i) =>
      finalStatus(planTransfer(transfer({ id: `t-${i}` }), destination, null).metrics),
    );
    const partial = outcomes.filter((s) => s === 'PARTIAL_FAILURE').length / outcomes.length;
    expect(partial).toBeGreaterThan(0.02);
    expect(partial).toBeLessThan(0.09);
    expect(outcomes.every((s) => s === 'SUCCESS' || s === 'PARTIAL_FAILURE')).toBe(true);
    expect(planTransfer(transfer({ id: 't-7' }), destination, null)).toEqual(
      planTransfer(transfer({ id: 't-7' }), destination, null),
    );
    const single = Array.from({ length: 200 }, (_, i) =>
      finalStatus(planTransfer(transfer({ id: `s-${i}`, models: ['orders'] }), destination, null).metrics),
    );
    expect(new Set(single)).toEqual(new Set(['SUCCESS']));
    const adopted = Array.from({ length: 200 }, (_, i) =>
      finalStatus(planTransfer(transfer({ id: `t-${i}` }), destination, null, false).metrics),
    );
    expect(new Set(adopted)).toEqual(new Set(['SUCCESS'])); // runs the engine did not start itself
  });

  it('scales rows with the time window and a full refresh', () => {
    const id = luckyId();
    const rows = (over: Partial<PlannedTransfer>) =>
      planTransfer(transfer({ id, ...over }), destination, null).metrics.reduce(
        (s, m) => s + m.rows_transferred,
        0,
      );
    const daily = rows({});
    const week = rows({ startWindow: '2026-11-01T00:00:00.000Z', endWindow: '2026-11-08T00:00:00.000Z' });
    expect(week / daily).toBeCloseTo(7, 2);
    expect(rows({ fullRefresh: true })).toBeGreaterThan(daily * 30);
  });
});

describe('progress while RUNNING', () => {
  it('spreads the models over 2 to 6 steps and reports them in order', () => {
    const many = transfer({ id: luckyId(), models: Array.from({ length: 12 }, (_, i) => `m${i}`) });
    const plan = planTransfer(many, destination, null);
    expect(plan.steps).toBe(6);
    const shown = [0, 1, 2, 3, 4, 5, 6].map((step) => revealedMetrics(plan, step).length);
    expect(shown).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(revealedMetrics(plan, 3).map((m) => m.model_name)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(planTransfer(transfer({ models: ['orders'] }), destination, null).steps).toBe(2);
  });
});
