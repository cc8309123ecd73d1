import { queryOptions } from '@tanstack/react-query';
import { sourcesApi } from '../../api/endpoints/sources.ts';
import { entityKeys, type SearchableKeys } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/** The form tree changes rarely; its key choice does change when keys rotate, so not forever. */
const FORM_STALE_MS = 60 * 1000;

/**
 * Every source query. Keys start with the environment (staging and prod are cached and persisted
 * apart); everything under `root` is dropped or refetched after a source is written.
 */
export const sourceKeys = {
  ...entityKeys('sources'),
  /** Sources are one list, not paged. */
  list: (environment: Environment) => [...sourceKeys.root(environment), 'list'] as const,
  form: (environment: Environment, orgId: string) => [environment, 'forms', 'source', orgId] as const,
  vendors: (environment: Environment) => [environment, 'source-vendors'] as const,
  orgKey: (environment: Environment, orgId: string) =>
    [environment, 'ssh-key', 'organization', orgId] as const,
};

export const sourceQueries = {
  list: (environment: Environment) =>
    queryOptions({ queryKey: sourceKeys.list(environment), queryFn: () => sourcesApi.list() }),
  detail: (environment: Environment, id: string) =>
    queryOptions({ queryKey: sourceKeys.detail(environment, id), queryFn: () => sourcesApi.get(id) }),
  /** The whole tree (every vendor), so switching vendors on a new source needs no round trip. */
  form: (environment: Environment, orgId: string) =>
    queryOptions({
      queryKey: sourceKeys.form(environment, orgId),
      queryFn: () => sourcesApi.form({ orgId }),
      staleTime: FORM_STALE_MS,
    }),
  /** The vendors a new source can read (GET /public/source-vendors); they change with a release. */
  vendors: (environment: Environment) =>
    queryOptions({
      queryKey: sourceKeys.vendors(environment),
      queryFn: () => sourcesApi.vendors(),
      staleTime: FORM_STALE_MS,
    }),
  /**
   * The organisation's primary public key. Generation is a POST, but the server hands the same key
   * back every time, so it is cached like a read and never refetched on its own.
   */
  orgKey: (environment: Environment, orgId: string) =>
    queryOptions({
      queryKey: sourceKeys.orgKey(environment, orgId),
      queryFn: () => sourcesApi.generateKey(orgId),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

/** The source keys the command palette indexes. */
export const searchableSourceKeys: SearchableKeys = sourceKeys;
