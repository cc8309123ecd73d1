/**
 * Saving (SPEC.md §2.9, §4): create → 'Webhook created successfully!' and the new webhook's page;
 * edit → only the changed fields, 'Webhook updated successfully!' and back to the webhook with
 * navigation state `from: 'edit'` (its Back then goes to the list). Webhook queries are refreshed
 * either way. A failure returns the error and leaves the form as typed; the network layer has
 * already shown the toast ('Failed to create webhook.' / 'Failed to update webhook.' or the server's
 * message). No mutation cache is used: the body carries the API key, which must stay in memory.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { webhooksApi } from '../../../api/endpoints/webhooks.ts';
import type { Webhook, WebhookWrite } from '../../../api/schemas/webhook.ts';
import { sendChanges, useSave } from '../../../components/form/use-save.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { webhookHrefs } from '../hrefs.ts';
import { webhookKeys } from '../queries.ts';

export const CREATED_TEXT = 'Webhook created successfully!';
export const UPDATED_TEXT = 'Webhook updated successfully!';

export function useSaveWebhook() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { saving, save } = useSave();

  const attempt = (write: () => Promise<Webhook | null>, after: (saved: Webhook | null) => Promise<void>) =>
    save(write, async (saved) => {
      // The page about to open shows the server's answer at once; the list catches up.
      if (saved) queryClient.setQueryData(webhookKeys.detail(environment, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all(environment) });
      await after(saved);
    });

  const create = (write: WebhookWrite) =>
    attempt(
      () => webhooksApi.create(write),
      async (saved) => {
        showToast({ kind: 'SUCCESS', message: CREATED_TEXT });
        await navigate({ href: saved ? webhookHrefs.detail(saved.id) : webhookHrefs.list });
      },
    );

  /** Nothing changed: nothing is sent and nothing announced; the user just goes back to the webhook. */
  const update = (id: string, changes: Partial<WebhookWrite>) => {
    const changed = Object.keys(changes).length > 0;
    return attempt(
      () => sendChanges(changes, (c) => webhooksApi.update(id, c)),
      async () => {
        if (changed) showToast({ kind: 'SUCCESS', message: UPDATED_TEXT });
        await navigate({
          href: webhookHrefs.detail(id),
          state: (previous) => ({ ...previous, from: 'edit' }),
        });
      },
    );
  };

  return { saving, create, update };
}
