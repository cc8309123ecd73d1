import { recipientsApi } from '../../../api/endpoints/recipients.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { recipientKeys } from '../queries.ts';
import { recipientHrefs } from '../recipient-href.ts';

export const DELETE_CONFIRMATION_TEXT =
  'Are you sure you want to delete this recipient? This action cannot be undone.';

/**
 * Delete (SPEC.md §2.7): after confirmation DELETE, then to /recipients; the recipient's own query is
 * dropped (not refetched into a 404) and the lists are refreshed. The server refuses a recipient that
 * still has destinations: its message is toasted by the shell and also stays under the button, so the
 * reason is still there once the toast has gone.
 */
export function DeleteRecipient({ recipientId }: { recipientId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete recipient"
      description="Removes this recipient for good. A recipient that still has destinations cannot be deleted."
      confirmation={DELETE_CONFIRMATION_TEXT}
      remove={() => recipientsApi.remove(recipientId)}
      listHref={recipientHrefs.list}
      itemKeys={[recipientKeys.detail(environment, recipientId)]}
      refresh={(queryClient) => queryClient.invalidateQueries({ queryKey: recipientKeys.root(environment) })}
      refusal
    />
  );
}
