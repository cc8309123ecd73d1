import { queryOptions } from '@tanstack/react-query';
import { transfersApi } from '../../api/endpoints/transfers.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { isInFlight } from './model-summary.ts';

/** A job that can still change is re-read this often, so its page follows it to the end. */
export const TRANSFER_POLL_MS = 2000;

export const transferKeys = {
  root: (environment: Environment) => [environment, 'transfers'] as const,
  detail: (environment: Environment, id: string) =>
    [...transferKeys.root(environment), 'detail', id] as const,
};

export const transferQueries = {
  detail: (environment: Environment, id: string) =>
    queryOptions({
      queryKey: transferKeys.detail(environment, id),
      queryFn: () => transfersApi.get(id),
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status && isInFlight(status) ? TRANSFER_POLL_MS : false;
      },
    }),
};
