/**
 * Saving (SPEC.md §2.4, §4): a new destination goes to /destinations, an edited one back to its page
 * with navigation state `from: 'edit'` (its Back then returns to the list). Either way the destination
 * queries are invalidated so lists and the detail page show the change. A failure leaves the form as
 * typed; the shell's toast shows the server's message (writes are not suppressed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import type { DestinationWrite } from '../../../api/schemas/destination.ts';
import { sendChanges, useSave } from '../../../components/form/use-save.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationHref } from '../destination-href.ts';
import { destinationKeys } from '../queries.ts';

/**
 * `createWith`: a form adapter's own create (the recipient's onboarding submit), which moves on by
 * itself; without it the console's POST /destinations and then the list.
 */
export function useSaveDestination(createWith?: (prepared: DestinationWrite) => Promise<void>) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const navigate = useNavigate();
  const { saving, save } = useSave();

  const attempt = (write: () => Promise<unknown>, after: () => Promise<void>) =>
    save(write, async () => {
      await queryClient.invalidateQueries({ queryKey: destinationKeys.root(environment) });
      await after();
    });

  const create = (prepared: DestinationWrite) =>
    createWith
      ? attempt(
          () => createWith(prepared),
          () => Promise.resolve(),
        )
      : attempt(
          () => destinationsApi.create(prepared),
          () => navigate({ to: '/destinations' }),
        );

  /** Nothing changed: nothing is sent, the user just goes back to the destination. */
  const update = (id: string, changes: DestinationWrite) =>
    attempt(
      () => sendChanges(changes, (c) => destinationsApi.update(id, c)),
      () => navigate({ href: destinationHref(id), state: (previous) => ({ ...previous, from: 'edit' }) }),
    );

  return { saving, create, update };
}
