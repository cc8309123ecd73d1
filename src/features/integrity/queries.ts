import { queryOptions } from '@tanstack/react-query';
import { integrityApi } from '../../api/endpoints/integrity.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { isIntegrityInFlight } from './result-health.ts';

/** A check that is still running is re-read this often, so its page fills in by itself. */
export const INTEGRITY_POLL_MS = 2000;

export const integrityKeys = {
  root: (environment: Environment) => [environment, 'integrity'] as const,
  detail: (environment: Environment, destinationId: string, jobId: string) =>
    [...integrityKeys.root(environment), 'detail', destinationId, jobId] as const,
};

export const integrityQueries = {
  detail: (environment: Environment, destinationId: string, jobId: string) =>
    queryOptions({
      queryKey: integrityKeys.detail(environment, destinationId, jobId),
      queryFn: () => integrityApi.get(destinationId, jobId),
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status && isIntegrityInFlight(status) ? INTEGRITY_POLL_MS : false;
      },
    }),
};
