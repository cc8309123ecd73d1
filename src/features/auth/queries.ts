/**
 * Who the signed-in user is and which organisation they belong to. Kept in features/auth because the
 * shell (user menu), settings and the destination forms (org id, default frequency) all need it.
 */
import { queryOptions } from '@tanstack/react-query';
import { authApi } from '../../api/endpoints/auth.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/** The organisation changes rarely; refetching it on every screen would be noise. */
const ORGANIZATION_STALE_MS = 5 * 60 * 1000;

/** The organisation's keys; settings keeps its trust policy under them too. */
export const organizationKeys = {
  root: (environment: Environment) => [environment, 'organization'] as const,
  detail: (environment: Environment) => [...organizationKeys.root(environment), 'detail'] as const,
  trustPolicy: (environment: Environment) => [...organizationKeys.root(environment), 'trust-policy'] as const,
};

export const organizationQueries = {
  detail: (environment: Environment) =>
    queryOptions({
      queryKey: organizationKeys.detail(environment),
      queryFn: () => authApi.organization(),
      staleTime: ORGANIZATION_STALE_MS,
    }),
};

export const userQueries = {
  current: (environment: Environment) =>
    queryOptions({
      queryKey: [environment, 'user', 'current'] as const,
      queryFn: () => authApi.user(),
      staleTime: ORGANIZATION_STALE_MS,
    }),
};
