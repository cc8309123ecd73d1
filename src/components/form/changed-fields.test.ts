import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  const before = { name: 'a', vendor: 'postgres', postgres: { host: 'h', port: 5432, tags: ['x', 'y'] } };

  it('keeps only what changed, nested the same way', () => {
    expect(changedFields({ ...before, postgres: { ...before.postgres, port: 6543 } }, before)).toEqual({
      postgres: { port: 6543 },
    });
    expect(changedFields(before, before)).toEqual({});
  });

  it('compares lists ignoring order and does not send keys that disappeared', () => {
    expect(changedFields({ name: 'a', postgres: { host: 'h', tags: ['y', 'x'] } }, before)).toEqual({});
  });

  it('sends a changed JSON field whole', () => {
    const old = { destination: { bigquery: { workload_identity_federation_metadata: { a: 1, b: 2 } } } };
    const next = { destination: { bigquery: { workload_identity_federation_metadata: { a: 1 } } } };
    expect(changedFields(next, old, new Set(['workload_identity_federation_metadata']))).toEqual(next);
  });
});
