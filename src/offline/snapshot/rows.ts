/**
 * Converts between live queries and stored rows. Only the data and its timestamps are stored: errors,
 * fetch state and options belong to this page's life, and errors may hold objects that do not clone.
 */
import type { DehydratedState, Query } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Environment } from '../../api/schemas/envelope.ts';
import { type QueryRow, queryRow } from '../db.ts';
import { MEMORY_ONLY } from './policy.ts';

/**
 * Successful queries of the active environment only (every query key starts with its environment), but
 * those kept in memory only.
 */
export const shouldPersist = (query: Query, environment: Environment) =>
  query.state.status === 'success' &&
  query.state.data !== undefined &&
  query.queryKey[0] === environment &&
  query.meta?.[MEMORY_ONLY] !== true;

function approximateSize(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? 0;
  } catch {
    return 0;
  }
}

export function rowOf(query: Query): QueryRow {
  const { data, dataUpdatedAt, dataUpdateCount } = query.state;
  return {
    hash: query.queryHash,
    key: [...query.queryKey],
    state: { data, dataUpdatedAt, dataUpdateCount },
    updatedAt: dataUpdatedAt,
    size: approximateSize(data),
  };
}

/** Rows that still parse and belong to the environment; anything else is skipped, never trusted. */
export function readableRows(rows: unknown[], environment: Environment): QueryRow[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(queryRow, row);
    return parsed.success && parsed.output.key[0] === environment ? [parsed.output] : [];
  });
}

/**
 * Restored queries come back invalidated: the copy on disk may be older than what this or another tab
 * last showed (writes are batched), so a screen that shows one refetches it at once (when online), however
 * recently it was fetched, and fresh data replaces it.
 */
export function dehydratedStateOf(rows: QueryRow[]): DehydratedState {
  return {
    mutations: [],
    queries: rows.map((row) => ({
      queryHash: row.hash,
      queryKey: row.key,
      dehydratedAt: row.updatedAt,
      state: {
        data: row.state.data,
        dataUpdatedAt: row.state.dataUpdatedAt,
        dataUpdateCount: row.state.dataUpdateCount,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: true,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}
