import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';

export const DELETE_CONFIRMATION_TEXT =
  'Are you sure you want to delete this destination? This action cannot be undone.';

/**
 * Delete (SPEC.md §2.4, §4): after confirmation DELETE, then to the list; the destination's own
 * queries are dropped (not refetched into a 404, and their offline copy deleted) and the lists are
 * refreshed. A failure is toasted by the shell ('Failed to delete destination.' or the server's
 * message) and the dialog stays open. Offline the button is disabled with the reason.
 */
export function DeleteDestination({ destinationId }: { destinationId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete destination"
      description="Stops all transfers and removes this destination for good."
      confirmation={DELETE_CONFIRMATION_TEXT}
      remove={() => destinationsApi.remove(destinationId)}
      listHref="/destinations"
      itemKeys={[destinationKeys.detail(environment, destinationId)]}
      refresh={(queryClient) =>
        queryClient.invalidateQueries({ queryKey: destinationKeys.root(environment) })
      }
    />
  );
}
