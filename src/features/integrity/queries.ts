import { queryOptions } from '@tanstack/react-query';
import { integrityApi } from '../../api/endpoints/integrity.ts';
import { getApiEnvironment } from '../../api/http.ts';
import { isIntegrityInFlight } from './result-health.ts';

/** A check that is still running is re-read this often, so its page fills in by itself. */
export const INTEGRITY_POLL_MS = 2000;

export const integrityKeys = {
  root: () => [getApiEnvironment(), 'integrity'] as const,
  detail: (destinationId: string, jobId: string) =>
    [...integrityKeys.root(), 'detail', destinationId, jobId] as const,
};

export const integrityQueries = {
  detail: (destinationId: string, jobId: string) =>
    queryOptions({
      queryKey: integrityKeys.detail(destinationId, jobId),
      queryFn: () => integrityApi.get(destinationId, jobId),
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status && isIntegrityInFlight(status) ? INTEGRITY_POLL_MS : false;
      },
    }),
};
