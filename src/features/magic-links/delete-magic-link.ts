import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import { showToast } from '../../components/ui/index.ts';
import { magicLinkKeys } from './queries.ts';

export const DELETED_TEXT = 'Magic Link deleted successfully!';
export const DELETE_CONFIRMATION_TEXT =
  'Are you sure you want to delete this magic link? It stops working at once. This action cannot be undone.';

/**
 * After a delete (SPEC.md §2.5, §8): the success toast, the link's own read dropped (so its saved copy
 * goes too), then the lists refetch. A failure is toasted by the shell ('Failed to delete magic link.'
 * or the server's message), so it is not toasted here again.
 */
export async function afterMagicLinkDeleted(environment: Environment, queryClient: QueryClient, id: string) {
  showToast({ kind: 'SUCCESS', message: DELETED_TEXT });
  queryClient.removeQueries({ queryKey: magicLinkKeys.detail(environment, id), exact: true });
  await queryClient.invalidateQueries({ queryKey: magicLinkKeys.root(environment) });
}
