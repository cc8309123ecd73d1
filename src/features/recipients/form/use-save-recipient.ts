/**
 * Saving (SPEC.md §2.7, §4): a new recipient is announced ('Recipient created successfully!') and
 * opened; an edited one reopens with navigation state `from: 'edit'` (its Back then goes to the
 * list). Recipient queries are refreshed either way — the list, the destination form's recipient
 * select and the destination pages' recipient card share their keys. A failure returns the error and
 * leaves the form as typed; the network layer has already shown the toast (writes are not suppressed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { recipientsApi } from '../../../api/endpoints/recipients.ts';
import type { Recipient, RecipientWrite } from '../../../api/schemas/recipient.ts';
import { sendChanges, useSave } from '../../../components/form/use-save.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { recipientKeys } from '../queries.ts';
import { recipientHrefs } from '../recipient-href.ts';

export const CREATED_TEXT = 'Recipient created successfully!';

export function useSaveRecipient() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { saving, save } = useSave();

  const attempt = (
    write: () => Promise<Recipient | null>,
    after: (saved: Recipient | null) => Promise<void>,
  ) =>
    save(write, async (saved) => {
      // The page about to open shows the server's answer at once, then the lists catch up.
      if (saved) queryClient.setQueryData(recipientKeys.detail(environment, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: recipientKeys.root(environment) });
      await after(saved);
    });

  const create = (write: RecipientWrite) =>
    attempt(
      () => recipientsApi.create(write),
      async (saved) => {
        showToast({ kind: 'SUCCESS', message: CREATED_TEXT });
        await navigate({ href: saved ? recipientHrefs.detail(saved.id) : recipientHrefs.list });
      },
    );

  /** Nothing changed: nothing is sent, the user just goes back to the recipient. */
  const update = (id: string, changes: Partial<RecipientWrite>) =>
    attempt(
      () => sendChanges(changes, (c) => recipientsApi.update(id, c)),
      () =>
        navigate({
          href: recipientHrefs.detail(id),
          state: (previous) => ({ ...previous, from: 'edit' }),
        }),
    );

  return { saving, create, update };
}
