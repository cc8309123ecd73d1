import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { cachedStatement } from './statements.ts';

describe('cachedStatement', () => {
  it('compiles a statement once per connection and SQL text', () => {
    const db = openDatabase(':memory:');
    const other = openDatabase(':memory:');
    const first = cachedStatement(db, 'SELECT 1 AS one');
    expect(cachedStatement(db, 'SELECT 1 AS one')).toBe(first);
    expect(cachedStatement(db, 'SELECT 2 AS two')).not.toBe(first);
    expect(cachedStatement(other, 'SELECT 1 AS one')).not.toBe(first);
    expect(first.get()).toEqual({ one: 1 });
  });
});
