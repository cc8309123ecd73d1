/**
 * The magic link a recipient opened. Deliberately NOT keyed by environment, unlike every console
 * query: the offline persister stores only queries whose key starts with the active environment
 * (src/offline/snapshot/rows.ts `shouldPersist`), so this page's data — the link's form, the
 * recipient's public key — never reaches IndexedDB, even when a signed-in staff member opens a link
 * in their own browser. It is dropped from memory as soon as the page is left (gcTime 0).
 */
import { queryOptions } from '@tanstack/react-query';
import { onboardingApi } from '../../api/endpoints/onboarding.ts';

export const ONBOARDING_KEY = 'onboarding';

export const onboardingKeys = {
  link: (token: string) => [ONBOARDING_KEY, token] as const,
};

export const onboardingQueries = {
  /**
   * Read once per visit: a refetch would swap the form for 'already used' right after this visitor
   * submitted it, or reset what they typed.
   */
  link: (token: string) =>
    queryOptions({
      queryKey: onboardingKeys.link(token),
      queryFn: () => onboardingApi.get(token),
      gcTime: 0,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
