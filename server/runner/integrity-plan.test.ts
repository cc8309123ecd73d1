import { describe, expect, it } from 'vitest';
import type { DestinationFacts } from './destination-facts.ts';
import { planIntegrity } from './integrity-plan.ts';

const destination: DestinationFacts = {
  id: 'dest-1',
  environment: 'prod',
  name: 'Northwind Snowflake',
  vendor: 'snowflake',
  isEnabled: true,
  frequencyMinutes: 0,
  settingValues: ['northwind.snowflakecomputing.com'],
  host: 'northwind.snowflakecomputing.com',
  schema: 'ACME',
  availableModels: ['events', 'invoices', 'orders'],
};
const columns = new Map([
  ['events', [{ name_in_source: 'properties', data_type: 'json' }]],
  ['orders', [{ name_in_source: 'id', data_type: 'varchar' }]],
]);
const job = { id: 'job-1', models: ['events', 'invoices', 'orders'], checkValueIntegrity: true };

describe('integrity check outcomes', () => {
  it('compares every model, says which cannot be compared and finds rows missing after a failed transfer', () => {
    const outcome = planIntegrity(job, destination, columns, new Set(['invoices']));
    expect(outcome.status).toBe('SUCCESS');
    const [events, invoices, orders] = outcome.results;
    expect(events?.error_message).toContain('does not support data integrity checks');
    expect(events?.is_healthy).toBe(false);
    expect(invoices?.total_rows_missing).toBeGreaterThan(0);
    expect(invoices?.is_healthy).toBe(false);
    expect(orders?.total_rows_compared).toBeGreaterThan(0);
    expect(orders?.is_healthy).toBe(orders?.total_rows_missing === 0 && orders?.total_rows_incorrect === 0);
    for (const r of [invoices, orders]) expect([0.1, 1]).toContain(r?.sampling_rate);
  });

  it('leaves the sampling rate and incorrect rows out without value checks', () => {
    const outcome = planIntegrity(
      { ...job, checkValueIntegrity: false },
      destination,
      columns,
      new Set(['orders']),
    );
    const orders = outcome.results.find((r) => r.model_name === 'orders');
    expect(orders).toMatchObject({ sampling_rate: null, total_rows_incorrect: 0, is_healthy: false });
  });

  it('marks some models unhealthy at the seeded rate and stays the same for the same job', () => {
    const unhealthy = Array.from({ length: 300 }, (_, i) =>
      planIntegrity({ ...job, id: `job-${i}`, models: ['orders'] }, destination, columns, new Set()),
    ).filter((o) => !o.results[0]?.is_healthy).length;
    expect(unhealthy).toBeGreaterThan(10);
    expect(unhealthy).toBeLessThan(60);
    expect(planIntegrity(job, destination, columns, new Set())).toEqual(
      planIntegrity(job, destination, columns, new Set()),
    );
  });

  it('fails the whole job when the destination cannot be reached', () => {
    const outcome = planIntegrity(
      job,
      { ...destination, settingValues: ['acme.invalid'] },
      columns,
      new Set(),
    );
    expect(outcome).toEqual({
      status: 'ERROR',
      logMessage: 'Could not connect to the destination: dial tcp: lookup acme.invalid: no such host',
      results: [],
    });
  });
});
