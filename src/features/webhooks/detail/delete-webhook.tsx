import { webhooksApi } from '../../../api/endpoints/webhooks.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { webhookHrefs } from '../hrefs.ts';
import { webhookKeys } from '../queries.ts';

export const DELETE_CONFIRMATION_TEXT =
  'Are you sure you want to delete this webhook? This action cannot be undone.';

/**
 * Delete (SPEC.md §2.9, §4): after confirmation DELETE, then to the list, which is refetched; the
 * webhook's own queries are dropped (not refetched into a 404). A failure is toasted by the shell
 * ('Failed to delete webhook.' or the server's message) and the dialog stays open.
 */
export function DeleteWebhook({ webhookId }: { webhookId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete webhook"
      description="Stops all deliveries and removes this webhook for good."
      confirmation={DELETE_CONFIRMATION_TEXT}
      remove={() => webhooksApi.remove(webhookId)}
      listHref={webhookHrefs.list}
      itemKeys={[
        webhookKeys.detail(environment, webhookId),
        webhookKeys.deliveriesOf(environment, webhookId),
      ]}
      refresh={(queryClient) => queryClient.invalidateQueries({ queryKey: webhookKeys.root(environment) })}
    />
  );
}
