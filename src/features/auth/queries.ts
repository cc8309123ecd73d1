/**
 * Who the signed-in user is and which organisation they belong to. Kept in features/auth because the
 * shell (user menu), settings and the destination forms (org id, default frequency) all need it.
 */
import { queryOptions } from '@tanstack/react-query';
import { authApi } from '../../api/endpoints/auth.ts';
import { getApiEnvironment } from '../../api/http.ts';

/** The organisation changes rarely; refetching it on every screen would be noise. */
const ORGANIZATION_STALE_MS = 5 * 60 * 1000;

/** The organisation's keys; settings keeps its trust policy under them too. */
export const organizationKeys = {
  root: () => [getApiEnvironment(), 'organization'] as const,
  detail: () => [...organizationKeys.root(), 'detail'] as const,
  trustPolicy: () => [...organizationKeys.root(), 'trust-policy'] as const,
};

export const organizationQueries = {
  detail: () =>
    queryOptions({
      queryKey: organizationKeys.detail(),
      queryFn: () => authApi.organization(),
      staleTime: ORGANIZATION_STALE_MS,
    }),
};

export const userQueries = {
  current: () =>
    queryOptions({
      queryKey: [getApiEnvironment(), 'user', 'current'] as const,
      queryFn: () => authApi.user(),
      staleTime: ORGANIZATION_STALE_MS,
    }),
};
