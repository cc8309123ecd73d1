/**
 * How the Overdue table can be ordered (its `sort` search parameter), apart from the table: the route's
 * search validation loads with the app, the table with its tab.
 */
export const OVERDUE_SORTS = ['late', 'name', 'vendor'] as const;
export type OverdueSort = (typeof OVERDUE_SORTS)[number];
