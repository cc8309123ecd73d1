import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';
import { encodeCursor, type PageRequest } from '../http/paging.ts';

/**
 * The keyset page query behind every list (http/paging.ts reads the request and writes the
 * envelope): rows sort by one column with the id breaking ties, and the next page starts strictly
 * after the last row sent.
 */
export interface PageSource {
  /** The select list and FROM clause (joins included). */
  columns: string;
  from: string;
  /** Filters, e.g. `d.environment = ?`, with their parameters. */
  where: string;
  params: unknown[];
  sortColumn: string;
  idColumn: string;
}

export interface PageResult<Row> {
  rows: Row[];
  /** Cursor for the page after this one; null on the last page. */
  nextCursor: string | null;
}

export function selectPage<Row>(db: Db, source: PageSource, page: PageRequest): PageResult<Row> {
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const comparison = page.order === 'asc' ? '>' : '<';
  const keyset = page.after ? ` AND (${source.sortColumn}, ${source.idColumn}) ${comparison} (?, ?)` : '';
  const sql = `SELECT ${source.sortColumn} AS page_sort_value, ${source.idColumn} AS page_id, ${source.columns}
    FROM ${source.from} WHERE (${source.where})${keyset}
    ORDER BY ${source.sortColumn} ${direction}, ${source.idColumn} ${direction} LIMIT ?`;
  const params = [
    ...source.params,
    ...(page.after ? [page.after.sortValue, page.after.id] : []),
    page.pageSize + 1,
  ];
  const found = cachedStatement(db, sql).all(...params) as (Row & {
    page_sort_value: string;
    page_id: string;
  })[];
  const rows = found.slice(0, page.pageSize);
  const last = rows.at(-1);
  return {
    rows,
    nextCursor:
      found.length > page.pageSize && last ? encodeCursor(last.page_id, String(last.page_sort_value)) : null,
  };
}

/** A table whose rows belong to an environment, read by page and by id. */
export interface EnvironmentTable {
  columns: string;
  /** The FROM clause (joins included) naming the table by `alias`: `models m LEFT JOIN …`. */
  from: string;
  alias: string;
  /** The list's sort column, without the alias. */
  sortColumn: string;
}

/** One page of the environment's rows, sorted by the table's column (then id). */
export function environmentPage<Row>(
  db: Db,
  table: EnvironmentTable,
  environment: string,
  page: PageRequest,
): PageResult<Row> {
  const { columns, from, alias, sortColumn } = table;
  const source = {
    columns,
    from,
    where: `${alias}.environment = ?`,
    params: [environment],
    sortColumn: `${alias}.${sortColumn}`,
    idColumn: `${alias}.id`,
  };
  return selectPage<Row>(db, source, page);
}

/** The environment's row with this id, or undefined. */
export function environmentRow<Row>(db: Db, table: EnvironmentTable, environment: string, id: string) {
  const { columns, from, alias } = table;
  const sql = `SELECT ${columns} FROM ${from} WHERE ${alias}.environment = ? AND ${alias}.id = ?`;
  return cachedStatement(db, sql).get(environment, id) as Row | undefined;
}
