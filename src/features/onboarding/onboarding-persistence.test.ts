/**
 * What a recipient sees and types on the onboarding page must never reach the offline copy: its
 * query key is outside the persister's environment-keyed namespace.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersist } from '../../offline/snapshot/rows.ts';
import { onboardingKeys } from './queries.ts';

describe('onboarding query persistence', () => {
  it('is skipped by the persister in either environment', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: onboardingKeys.link('tok'),
      queryFn: () => ({ state: 'active' }),
    });
    const query = client.getQueryCache().find({ queryKey: onboardingKeys.link('tok') });
    expect(query?.state.status).toBe('success');
    if (!query) throw new Error('no query');
    expect(shouldPersist(query, 'prod')).toBe(false);
    expect(shouldPersist(query, 'staging')).toBe(false);
  });
});
