import { sealSecret } from '../../secrets/secret-box.ts';
import { secretColumnsOf } from '../../secrets/secret-columns.ts';
import type { Db } from '../connection.ts';

type Value = string | number | null;
/** JSON columns are stringified; booleans become 0/1 (SQLite has no boolean type). */
export type RowInput = Record<string, Value | boolean | object | undefined>;

const toValue = (value: RowInput[string]): Value => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
};

/**
 * A prepared INSERT for one table; the column list comes from the first row it is given. Secret
 * columns (secrets/secret-columns.ts) are sealed here, so no seed part can write one in clear.
 */
export function inserter(db: Db, table: string) {
  let statement: { run(...params: Value[]): unknown } | undefined;
  let columns: string[] = [];
  const secret = new Set(secretColumnsOf(table));
  const cell = (row: RowInput, column: string): Value => {
    const value = toValue(row[column]);
    return value !== null && secret.has(column) ? sealSecret(db, String(value)) : value;
  };
  return (row: RowInput) => {
    if (!statement) {
      columns = Object.keys(row);
      statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
    }
    statement.run(...columns.map((column) => cell(row, column)));
  };
}
